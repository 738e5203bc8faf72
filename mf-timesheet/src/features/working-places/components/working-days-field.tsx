/**
 * The add form's calendar (document 3): pick one or more days from today to one month ahead;
 * weekends and days that already have a working place cannot be picked. Each day is a toggle
 * button (Tab to reach, Space or Enter to pick), laid out in weeks from Monday. The value is
 * the picked days as YYYY-MM-DD, sorted.
 */
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Text } from '@chakra-ui/react/text';
import { DateTime } from 'luxon';
import { useField } from 'react-final-form';
import type { IsoDate } from '@portal/shared';
import { FieldFrame, fieldError } from '@portal/shared/fields';
import { calendarWeeks, type CalendarDay } from '../working-place-rules';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const atLeastOne = (value: IsoDate[] | undefined) => (value && value.length > 0 ? undefined : 'Required');

function dayName(day: CalendarDay): string {
  const name = DateTime.fromISO(day.date).setLocale('en-GB').toFormat('cccc d MMMM yyyy');
  if (day.weekend) return `${name}, weekend`;
  return day.taken ? `${name}, already set` : name;
}

type Props = { name: string; label: string; days: readonly CalendarDay[] };

export function WorkingDaysField({ name, label, days }: Props) {
  const { input, meta } = useField<IsoDate[]>(name, { validate: atLeastOne });
  const picked = new Set(input.value || []);
  const toggle = (date: IsoDate) => {
    const next = new Set(picked);
    if (next.has(date)) next.delete(date);
    else next.add(date);
    input.onChange([...next].sort());
    input.onBlur();
  };
  return (
    <FieldFrame label={label} required error={fieldError(meta)}>
      <Box role="group" aria-label={label} width="full">
        <Grid templateColumns="repeat(7, 1fr)" gap="1" aria-hidden>
          {WEEKDAYS.map((weekday) => (
            <Text key={weekday} textStyle="xs" color="fg.muted" textAlign="center">
              {weekday}
            </Text>
          ))}
        </Grid>
        {calendarWeeks(days).map((week) => (
          <Grid key={week.find(Boolean)?.date} templateColumns="repeat(7, 1fr)" gap="1" mt="1">
            {week.map((day, index) =>
              day ? (
                <Button
                  key={day.date}
                  size="sm"
                  variant={picked.has(day.date) ? 'solid' : 'outline'}
                  colorPalette={picked.has(day.date) ? 'blue' : 'gray'}
                  disabled={!day.selectable}
                  aria-pressed={picked.has(day.date)}
                  aria-label={dayName(day)}
                  onClick={() => toggle(day.date)}
                >
                  {DateTime.fromISO(day.date).day}
                </Button>
              ) : (
                <Box key={`empty-${index}`} />
              ),
            )}
          </Grid>
        ))}
        <Text textStyle="xs" color="fg.muted" mt="2" aria-live="polite">
          {picked.size === 0 ? 'No day picked.' : `${picked.size} ${picked.size === 1 ? 'day' : 'days'} picked.`}
        </Text>
      </Box>
    </FieldFrame>
  );
}
