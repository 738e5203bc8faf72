/** Recent project activity: who did what to which project, and when. */
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, type ActivityEvent } from '@portal/shared';
import { UserAvatar } from '@portal/shared/avatar';
import { formatDateTime } from '@portal/shared/format';
import { SHOWN_ACTION_TYPES, splitActivityMessage } from '../activity-message';

export function ActivityFeed({ events }: { events: ActivityEvent[] }) {
  const shown = events.filter((event) => SHOWN_ACTION_TYPES.includes(event.action_type_id) && event.project);
  if (shown.length === 0) return <EmptyState>No recent activity.</EmptyState>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Recent activity">
      {shown.map((event) => (
        <HStack as="li" key={event.id} gap="3" py="3" borderBottomWidth="1px" align="start" data-testid="activity-event">
          <UserAvatar name={event.user_name} src={event.user_avatar} />
          <Box flex="1" minW="0">
            <Text>
              <Text as="span" fontWeight="semibold">
                {event.user_name}
              </Text>{' '}
              {splitActivityMessage(event.message, event.project!.project_id, event.project!.project_title).map((part, index) =>
                part.kind === 'text' ? (
                  <span key={index}>{part.text}</span>
                ) : (
                  <Link key={index} asChild colorPalette="blue" color="colorPalette.fg">
                    <RouterLink to={`/project/${event.project!.project_id}`}>{part.text}</RouterLink>
                  </Link>
                ),
              )}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            </Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
