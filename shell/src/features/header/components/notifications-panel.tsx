/**
 * What the bell's popover lists: unread notifications with their (sanitised) HTML message.
 * Following a notification's link marks it read; "Mark as read" does so without leaving the
 * page. A notification leaves the list only once the server has confirmed. NotificationsPopover
 * loads it, with the list and DOMPurify, when the popover first opens.
 */
import { useNavigate } from 'react-router-dom';
import { reportApiError, type UserNotification } from '@portal/shared';
import { useReadNotification } from '../api/read-notification';
import { NotificationList } from './notification-list';

type NotificationsPanelProps = {
  notifications: UserNotification[];
  /** A notification's link is being followed: the popover closes. */
  onFollow: () => void;
};

export function NotificationsPanel({ notifications, onFollow }: NotificationsPanelProps) {
  const readNotification = useReadNotification();
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
    onFollow();
    void navigate(notification.link);
    await markRead(notification);
  };

  return <NotificationList notifications={notifications} onFollow={follow} onMarkRead={markRead} />;
}
