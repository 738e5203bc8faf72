/**
 * The unread notifications inside the bell's popover, each message sanitised (safe-html.tsx).
 * Part of the popover's list chunk (notifications-panel.tsx): it and DOMPurify load when the
 * popover first opens.
 */
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { UserNotification } from '@portal/shared';
import { formatDateTime } from '@portal/shared/format';
import { SafeHtml } from './safe-html';

type NotificationListProps = {
  notifications: UserNotification[];
  onFollow: (notification: UserNotification) => Promise<void>;
  onMarkRead: (notification: UserNotification) => Promise<boolean>;
};

export function NotificationList({ notifications, onFollow, onMarkRead }: NotificationListProps) {
  if (notifications.length === 0) return <Text color="fg.muted">You have no unread notifications.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Unread notifications">
      {notifications.map((notification) => (
        <Box as="li" key={notification.id} borderBottomWidth="1px" pb="3" data-testid="notification">
          {notification.link ? (
            <Link
              fontWeight="medium"
              href={notification.link}
              onClick={(event) => {
                event.preventDefault();
                void onFollow(notification);
              }}
            >
              {notification.title}
            </Link>
          ) : (
            <Text fontWeight="medium">{notification.title}</Text>
          )}
          <SafeHtml html={notification.message} fontSize="sm" color="fg.muted" css={{ '& a': { textDecoration: 'underline' } }} />
          <Stack direction="row" justify="space-between" align="center" mt="1">
            <Text fontSize="xs" color="fg.subtle">
              {formatDateTime(notification.created_at)}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => void onMarkRead(notification)}>
              Mark as read
            </Button>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
