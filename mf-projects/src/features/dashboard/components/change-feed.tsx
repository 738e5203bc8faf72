/**
 * What changed lately on the user's projects, in words: "Paula Martin changed the deadline of
 * Website relaunch from 28.03.2027 to 05.04.2027", each with its project's link and time. The
 * sentence is the project history's (actionInWords), with the project linked at its end.
 */
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, type HomeFeedEvent } from '@portal/shared';
import { UserAvatar } from '@portal/shared/avatar';
import { actionInWords, actorOf, formatDateTime, truncate } from '@portal/shared/format';
import { ProjectLink } from './home-card';

const TITLE_MAX = 50;

export function ChangeFeed({ events }: { events: HomeFeedEvent[] }) {
  if (events.length === 0) return <EmptyState>No changes on your projects yet.</EmptyState>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Recent changes">
      {events.map((event) => (
        <HStack as="li" key={event.id} gap="3" py="3" borderBottomWidth="1px" align="start" data-testid="activity-event">
          <UserAvatar name={actorOf(event)} src={event.user_avatar} />
          <Box flex="1" minW="0">
            <Text>
              <Text as="span" fontWeight="semibold">
                {actorOf(event)}
              </Text>{' '}
              {/* A project's own change names it already; a record of it says which project. */}
              {event.record_type === 'project' ? (
                sentenceWithLink(event)
              ) : (
                <>
                  {actionInWords(event)} on <ProjectLink id={event.project_id} title={truncate(event.project_title, TITLE_MAX)} />
                </>
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

/** The sentence with the project's name (its label when recorded) as the link to the project. */
function sentenceWithLink(event: HomeFeedEvent) {
  const sentence = actionInWords(event);
  const at = sentence.indexOf(event.record_label);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <ProjectLink id={event.project_id} title={truncate(event.record_label, TITLE_MAX)} />
      {sentence.slice(at + event.record_label.length)}
    </>
  );
}
