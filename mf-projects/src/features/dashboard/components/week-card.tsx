/** A developer's week: hours logged against what the week's working days owe, and the days that came up short. */
import { Text } from '@chakra-ui/react/text';
import type { HomeWeek } from '@portal/shared';
import { formatCost, formatDate } from '@portal/shared/format';
import { HomeCard } from './home-card';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayInWords = (day: string) => `${WEEKDAY.format(new Date(`${day}T00:00:00Z`))} ${formatDate(day)}`;

export function WeekCard({ week }: { week: HomeWeek }) {
  const short = Number(week.hours) < Number(week.capacity);
  const missing = week.missing_days;
  return (
    <HomeCard
      id="week"
      title="My hours this week"
      action={{ to: '/timesheet', label: missing.length > 0 ? 'Log the missing days' : 'Open my timesheet' }}
    >
      <Text fontSize="2xl" fontWeight="semibold" data-testid="home-week-hours">
        {formatCost(week.hours)} h{' '}
        <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
          of {formatCost(week.capacity)} h
        </Text>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDate(week.start_date)} – {formatDate(week.end_date)}
      </Text>
      {missing.length > 0 ? (
        <Text color="fg.error" data-testid="home-week-missing">
          {missing.length === 1 ? '1 day' : `${missing.length} days`} under 8 h: {missing.map(dayInWords).join(', ')}
        </Text>
      ) : (
        <Text color={short ? 'fg.muted' : 'fg.success'} data-testid="home-week-missing">
          No missing days so far.
        </Text>
      )}
    </HomeCard>
  );
}
