/**
 * The bell's popover: unread notifications with their (sanitised) HTML message. Following a
 * notification's link marks it read; "Mark as read" does so without leaving the page.
 * A notification leaves the list only once the server has confirmed. NotificationsPopover
 * loads it, with the list and DOMPurify, on first use, and it opens at once.
 */
import { useState } from 'react';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { useNavigate } from 'react-router-dom';
import { reportApiError, type UserNotification } from '@portal/shared';
import { useReadNotification } from '../api/read-notification';
import { BellButton } from './bell-button';
import { NotificationList } from './notification-list';

export function NotificationsPanel({ notifications }: { notifications: UserNotification[] }) {
  const readNotification = useReadNotification();
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();

  const markRead = async (notification: UserNotification) => {
    try {
      await readNotification(notification.id);
      return true;
    } catch (error) {
      await reportApiError(error);
      return false;
    }
  };

  const follow = async (notification: UserNotification) => {
    if (!notification.link) return;
    setOpen(false);
    void navigate(notification.link);
    await markRead(notification);
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <BellButton count={notifications.length} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxH="70vh" overflowY="auto">
            <Popover.Header>
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
            </Popover.Header>
            <Popover.Body>
              <NotificationList notifications={notifications} onFollow={follow} onMarkRead={markRead} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
