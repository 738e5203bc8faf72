/** The profile menu: update profile, light/dark theme (saved to the user's settings), logout. */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { applyTheme, reportApiError, useMe, useSessionStore, type Theme } from '@portal/shared';
import { UserAvatar } from '@portal/shared/avatar';
import { postSettings } from '../api/save-settings';

// The dialog (and its form) loads when first asked for; once loaded it stays mounted, so it closes with its animation.
const UpdateProfileDialog = lazy(() => import('./update-profile-dialog').then((module) => ({ default: module.UpdateProfileDialog })));

export function ProfileMenu() {
  const me = useMe();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileAskedFor, setProfileAskedFor] = useState(false);
  const nextTheme: Theme = me.theme === 'theme-dark' ? 'theme-light' : 'theme-dark';

  const switchTheme = async () => {
    const previous = me.theme;
    // Switch at once; put it back if the server did not keep it.
    applyTheme(nextTheme);
    useSessionStore.getState().setTheme(nextTheme);
    try {
      await postSettings(nextTheme);
    } catch (error) {
      applyTheme(previous);
      useSessionStore.getState().setTheme(previous);
      await reportApiError(error);
    }
  };

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'profile') {
            setProfileAskedFor(true);
            setProfileOpen(true);
          }
          if (value === 'theme') void switchTheme();
          if (value === 'logout') void navigate('/logout');
        }}
      >
        <Menu.Trigger asChild>
          {/* The name starts the button's name: what is read is what is shown (and what speech input says). */}
          <Button variant="ghost" aria-label={`${me.name}: profile menu`} px="2">
            <span aria-hidden="true">
              <UserAvatar name={me.name} src={me.avatar} />
            </span>
            <Text display={{ base: 'none', md: 'block' }}>{me.name}</Text>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="profile">Update profile</Menu.Item>
              <Menu.Item value="theme">{nextTheme === 'theme-dark' ? 'Dark theme' : 'Light theme'}</Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout">Logout</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {profileAskedFor && (
        <Suspense fallback={null}>
          <UpdateProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
