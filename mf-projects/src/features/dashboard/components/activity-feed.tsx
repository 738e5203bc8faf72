/**
 * Recent project activity: who did what to which project, and when. The first events render
 * with the page and the rest after it is painted, a few per frame (useRevealedCount): some fifty
 * events are hundreds of Chakra elements, and a phone's first screen holds only one or two.
 */
import { memo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, type ActivityEvent } from '@portal/shared';
import { UserAvatar } from '@portal/shared/avatar';
import { formatDateTime } from '@portal/shared/format';
import { SHOWN_ACTION_TYPES, splitActivityMessage } from '../activity-message';
import { useRevealedCount } from '../hooks/use-revealed-count';

/** How many events render with the page; the rest follow after it is painted, a few per frame. */
export const FIRST_EVENTS = 4;
const EVENTS_PER_STEP = 8;

export function ActivityFeed({ events }: { events: ActivityEvent[] }) {
  const shown = events.filter((event) => SHOWN_ACTION_TYPES.includes(event.action_type_id) && event.project);
  const revealed = useRevealedCount(shown.length, FIRST_EVENTS, EVENTS_PER_STEP);
  if (shown.length === 0) return <EmptyState>No recent activity.</EmptyState>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Recent activity" aria-busy={revealed < shown.length || undefined}>
      {shown.slice(0, revealed).map((event) => (
        <ActivityEventItem key={event.id} event={event} />
      ))}
    </Stack>
  );
}

/** Memoised: each step of the feed renders its new events only. */
const ActivityEventItem = memo(function ActivityEventItem({ event }: { event: ActivityEvent }) {
  const project = event.project!;
  return (
    <HStack as="li" gap="3" py="3" borderBottomWidth="1px" align="start" data-testid="activity-event">
      <UserAvatar name={event.user_name} src={event.user_avatar} />
      <Box flex="1" minW="0">
        <Text>
          <Text as="span" fontWeight="semibold">
            {event.user_name}
          </Text>{' '}
          {splitActivityMessage(event.message, project.project_id, project.project_title).map((part, index) =>
            part.kind === 'text' ? (
              <span key={index}>{part.text}</span>
            ) : (
              <Link key={index} asChild colorPalette="blue" color="colorPalette.fg">
                <RouterLink to={`/project/${project.project_id}`}>{part.text}</RouterLink>
              </Link>
            ),
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
        </Text>
      </Box>
    </HStack>
  );
});
