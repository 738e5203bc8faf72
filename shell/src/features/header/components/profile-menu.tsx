/**
 * The profile menu in the header. Until it is first used it is a plain button that looks the
 * same; the menu machinery (and its positioning code) loads when the pointer or the focus
 * reaches it, and opens on the first press: no signed-in page waits for it.
 */
import { lazy, Suspense, useState } from 'react';
import { useMe } from '@portal/shared';
import { ProfileButton } from './profile-button';

const loadProfileMenu = () => import('./profile-menu-with-items');
const ProfileMenuWithItems = lazy(() => loadProfileMenu().then((module) => ({ default: module.ProfileMenuWithItems })));
const preload = () => void loadProfileMenu().catch(() => undefined);

export function ProfileMenu() {
  const me = useMe();
  const [used, setUsed] = useState(false);
  const button = (
    <ProfileButton
      name={me.name}
      avatar={me.avatar}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => (event.key === 'ArrowDown' || event.key === 'ArrowUp') && setUsed(true)}
    />
  );
  return used ? (
    <Suspense fallback={button}>
      <ProfileMenuWithItems />
    </Suspense>
  ) : (
    button
  );
}
