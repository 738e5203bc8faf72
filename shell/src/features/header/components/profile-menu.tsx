/**
 * The profile menu in the header. Until it is first used it is a plain button that looks the
 * same; the menu machinery (and its positioning code) loads when the pointer or the focus
 * reaches it, and opens on the first press: no signed-in page waits for it.
 */
import { useState } from 'react';
import { codeOnDemand, useMe } from '@portal/shared';
import { ProfileButton } from './profile-button';

const { OnDemand: ProfileMenuWithItems, preload } = codeOnDemand('The profile menu', () =>
  import('./profile-menu-with-items').then((module) => module.ProfileMenuWithItems),
);

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
  return used ? <ProfileMenuWithItems fallback={button} onFailure={() => setUsed(false)} /> : button;
}
