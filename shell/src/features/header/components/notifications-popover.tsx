/**
 * The bell in the header and its popover of unread notifications. What the popover lists (the
 * list with its sanitised messages: DOMPurify) loads when it first opens, or as the pointer or
 * the focus reaches the bell, with a loading state inside the popover until then: no signed-in
 * page waits for it. A failed download is said in a toast and closes the popover; the next
 * opening downloads again.
 */
import { useState } from 'react';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { codeOnDemand, LoadingState } from '@portal/shared';
import { useCheckUserData } from '../api/check-user-data';
import { BellButton } from './bell-button';

const { OnDemand: NotificationsPanel, preload } = codeOnDemand('The notifications', () =>
  import('./notifications-panel').then((module) => module.NotificationsPanel),
);

export function NotificationsPopover() {
  const { data } = useCheckUserData();
  const notifications = data?.user_notifications ?? [];
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <BellButton count={notifications.length} onPointerEnter={preload} onFocus={preload} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxH="70vh" overflowY="auto">
            <Popover.Header>
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
            </Popover.Header>
            <Popover.Body>
              <NotificationsPanel
                notifications={notifications}
                onFollow={() => setOpen(false)}
                fallback={<LoadingState label="Loading notifications…" />}
                onFailure={() => setOpen(false)}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
