/**
 * The profile menu in the header: update profile, light/dark theme (saved to the user's
 * settings), logout, and sign out everywhere (every session of the user, in every browser, ends
 * on the server before this one leaves for /login). Its items are drawn when it opens.
 */
import { useState } from 'react';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { useNavigate } from 'react-router-dom';
import { applyTheme, dialogOnDemand, reportApiError, useMe, useSessionStore, type Theme } from '@portal/shared';
import { postLogoutEverywhere } from '../../auth/api/logout';
import { postSettings } from '../api/save-settings';
import { ProfileButton } from './profile-button';

// The dialog (and its form) loads when first asked for.
const UpdateProfileDialog = dialogOnDemand(() => import('./update-profile-dialog').then((module) => module.UpdateProfileDialog));

export function ProfileMenu() {
  const me = useMe();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
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

  const signOutEverywhere = async () => {
    try {
      await postLogoutEverywhere();
      useSessionStore.getState().signOut();
      void navigate('/login', { replace: true });
    } catch (error) {
      // The other sessions may still be open: say so rather than leave as if they were ended.
      await reportApiError(error);
    }
  };

  return (
    <>
      <Menu.Root
        lazyMount
        unmountOnExit
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'profile') setProfileOpen(true);
          if (value === 'theme') void switchTheme();
          if (value === 'logout') void navigate('/logout');
          if (value === 'logout-everywhere') void signOutEverywhere();
        }}
      >
        <Menu.Trigger asChild>
          <ProfileButton name={me.name} avatar={me.avatar} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="profile">Update profile</Menu.Item>
              <Menu.Item value="theme">{nextTheme === 'theme-dark' ? 'Dark theme' : 'Light theme'}</Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout">Logout</Menu.Item>
              <Menu.Item value="logout-everywhere">Sign out everywhere</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <UpdateProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
