/**
 * Recent project activity: who did what to which project, and when. The first events render
 * with the page and the rest just after, at transition priority, in slices that let the
 * browser answer input in between: some fifty events are hundreds of Chakra elements, one long
 * task otherwise, and a phone's first screen holds only one or two of them.
 */
import { useDeferredValue } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, type ActivityEvent } from '@portal/shared';
import { UserAvatar } from '@portal/shared/avatar';
import { formatDateTime } from '@portal/shared/format';
import { SHOWN_ACTION_TYPES, splitActivityMessage } from '../activity-message';

/** How many events render with the page; the rest follow at once, as a transition. */
export const FIRST_EVENTS = 8;

export function ActivityFeed({ events }: { events: ActivityEvent[] }) {
  const complete = useDeferredValue(true, false);
  const shown = events.filter((event) => SHOWN_ACTION_TYPES.includes(event.action_type_id) && event.project);
  if (shown.length === 0) return <EmptyState>No recent activity.</EmptyState>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Recent activity" aria-busy={!complete || undefined}>
      {(complete ? shown : shown.slice(0, FIRST_EVENTS)).map((event) => (
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
