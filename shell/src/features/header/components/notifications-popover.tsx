/**
 * The bell in the header. Until it is first used it is a plain button that looks the same;
 * the popover, the list and DOMPurify load when the pointer or the focus reaches it, and the
 * popover opens on the first press: no signed-in page waits for them.
 */
import { useState } from 'react';
import { codeOnDemand } from '@portal/shared';
import { useCheckUserData } from '../api/check-user-data';
import { BellButton } from './bell-button';

const { OnDemand: NotificationsPanel, preload } = codeOnDemand('The notifications', () =>
  import('./notifications-panel').then((module) => module.NotificationsPanel),
);

export function NotificationsPopover() {
  const { data } = useCheckUserData();
  const notifications = data?.user_notifications ?? [];
  const [used, setUsed] = useState(false);
  const button = (
    <BellButton
      count={notifications.length}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setUsed(true)}
    />
  );
  return used ? <NotificationsPanel notifications={notifications} fallback={button} onFailure={() => setUsed(false)} /> : button;
}
