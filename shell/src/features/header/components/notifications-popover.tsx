/**
 * The bell: unread notifications with their (sanitised) HTML message. Following a
 * notification's link marks it read; "Mark as read" does so without leaving the page.
 * A notification leaves the list only once the server has confirmed.
 */
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { IconButton } from '@chakra-ui/react/button';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { useNavigate } from 'react-router-dom';
import { LoadingState, reportApiError, type UserNotification } from '@portal/shared';
import { useCheckUserData } from '../api/check-user-data';
import { useReadNotification } from '../api/read-notification';

const NotificationList = lazy(() => import('./notification-list').then((module) => ({ default: module.NotificationList })));

export function NotificationsPopover() {
  const { data } = useCheckUserData();
  const readNotification = useReadNotification();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const notifications = data?.user_notifications ?? [];

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
    <Popover.Root lazyMount open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label={`Notifications (${notifications.length} unread)`} position="relative">
          <BellIcon />
          {notifications.length > 0 && (
            <Badge
              colorPalette="red"
              variant="solid"
              position="absolute"
              top="0"
              right="0"
              size="xs"
              data-testid="notification-count"
              // The count is in the button's name already.
              aria-hidden="true"
            >
              {notifications.length}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" maxH="70vh" overflowY="auto">
            <Popover.Header>
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
            </Popover.Header>
            <Popover.Body>
              {/* Mounted on the first open (lazyMount): the list and DOMPurify load then, not with every page. */}
              <Suspense fallback={<LoadingState />}>
                <NotificationList notifications={notifications} onFollow={follow} onMarkRead={markRead} />
              </Suspense>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
