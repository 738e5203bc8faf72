/** The user's open projects due within 30 days or overdue, soonest first. */
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { HOME_DEADLINE_DAYS, type Home } from '@portal/shared';
import { formatDate, truncate } from '@portal/shared/format';
import { HomeCard, ProjectLink } from './home-card';

const TITLE_MAX = 50;

function dueInWords(daysLeft: number): string {
  if (daysLeft < 0) return daysLeft === -1 ? '1 day overdue' : `${-daysLeft} days overdue`;
  if (daysLeft === 0) return 'due today';
  return daysLeft === 1 ? 'in 1 day' : `in ${daysLeft} days`;
}

export function DeadlinesCard({ deadlines }: { deadlines: NonNullable<Home['deadlines']> }) {
  const more = deadlines.total - deadlines.projects.length;
  return (
    <HomeCard id="deadlines" title="My deadlines">
      {deadlines.projects.length === 0 ? (
        <Text color="fg.muted">No deadline in the next {HOME_DEADLINE_DAYS} days.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Deadlines">
          {deadlines.projects.map((project) => (
            <HStack as="li" key={project.project_id} justify="space-between" align="start" gap="3" data-testid="home-deadline">
              <ProjectLink id={project.project_id} title={truncate(project.project_title, TITLE_MAX)} />
              <Text fontSize="sm" textAlign="end" flexShrink={0} color={project.days_left < 0 ? 'fg.error' : 'fg.muted'}>
                {formatDate(project.deadline)} · {dueInWords(project.days_left)}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      {more > 0 && (
        <Text fontSize="sm" color="fg.muted">
          and {more} more
        </Text>
      )}
    </HomeCard>
  );
}
