/** A list filter's start and end dates; the end's calendar starts at the chosen start. */
import type { IsoDate } from '@portal/shared';
import { DateField } from '@portal/shared/date-field';

export function DateRangeFields({ start }: { start: IsoDate }) {
  return (
    <>
      <DateField name="start_date" label="Start date" />
      <DateField name="end_date" label="End date" minDate={start} />
    </>
  );
}
