/**
 * The entry form's Hours (issue 29): a text field, not a number input, so that "1,5" reaches
 * the form as typed (Chromium's number input drops a comma it takes for a thousands separator:
 * "1,5" became 15). It takes "1.5", "1,5" and "1:30", says back what it understood, steps by a
 * quarter hour with the arrow keys, and shows what the day still takes for the user.
 */
import { type KeyboardEvent, useMemo } from 'react';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useField } from 'react-final-form';
import { ENTRY_HOURS, type IsoDate } from '@portal/shared';
import { FieldFrame, fieldError, fieldRules } from '@portal/shared/fields';
import { useHoursLeft } from '../api/get-hours-left';
import { hoursError } from '../entry-rules';
import { describeHours, HOURS_STEP, readHours, stepHours } from '../hours-input';

export type HoursFieldProps = {
  /** The entry's day: what is left is that day's. */
  date: IsoDate | undefined;
  /** The saved hours of the entry being edited: they are freed for its new value. */
  savedHours?: number;
};

const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function HoursField({ date, savedHours = 0 }: HoursFieldProps) {
  const day = useHoursLeft(date && WHOLE_DATE.test(date) ? date : undefined);
  const left = day.data ? day.data.data.hours_left + savedHours : undefined;
  const rules = useMemo(() => fieldRules(true, (typed: string | undefined) => hoursError(typed, left)), [left]);
  const { input, meta } = useField<string | undefined>('hours', { validate: rules });
  const reading = readHours(input.value);
  const understood = reading?.hours;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const highest = Math.min(ENTRY_HOURS.max, left ?? ENTRY_HOURS.max);
    input.onChange(String(stepHours(understood, event.key === 'ArrowUp' ? 1 : -1, HOURS_STEP, Math.max(HOURS_STEP, highest))));
  };

  const hint = (
    <Stack gap="0" as="span">
      {understood !== undefined && <Text as="span">{describeHours(understood)}</Text>}
      {left !== undefined && <Text as="span">{left > 0 ? `${left} h left on this day` : 'No hours left on this day'}</Text>}
    </Stack>
  );
  return (
    <FieldFrame
      label="Hours"
      required
      helperText={understood !== undefined || left !== undefined ? hint : undefined}
      error={fieldError(meta)}
    >
      <Input
        {...input}
        value={input.value ?? ''}
        onKeyDown={onKeyDown}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="1.5 or 1:30"
        role="spinbutton"
        aria-valuenow={understood}
        aria-valuetext={understood === undefined ? undefined : describeHours(understood)}
        aria-valuemin={ENTRY_HOURS.above}
        aria-valuemax={ENTRY_HOURS.max}
      />
    </FieldFrame>
  );
}
