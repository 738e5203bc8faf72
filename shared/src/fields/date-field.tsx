/**
 * A date input bound to react-final-form, on react-datepicker: type DD.MM.YYYY or pick from
 * the calendar (arrow keys move, Enter picks, Escape closes). The value is the date as
 * YYYY-MM-DD, or undefined while empty, so it goes to the API as it is.
 */
import { useMemo } from 'react';
import { Input } from '@chakra-ui/react/input';
import { DateTime } from 'luxon';
import DatePicker from 'react-datepicker';
import { useField } from 'react-final-form';
import type { IsoDate } from '@portal/shared';
import { DATE_PICKER_STYLES } from './date-picker-theme';
import { type BaseFieldProps, FieldFrame, fieldError, fieldRules } from './field-frame';

export type DateFieldProps = BaseFieldProps<IsoDate | undefined> & {
  minDate?: IsoDate;
  maxDate?: IsoDate;
  /** False for days that cannot be picked (weekends, days already taken...). */
  filterDate?: (date: IsoDate) => boolean;
  placeholder?: string;
  /** Offer a button that empties the field. */
  clearable?: boolean;
};

const toJsDate = (date: IsoDate | undefined | null): Date | null => (date ? DateTime.fromISO(date).toJSDate() : null);
const toIsoDate = (date: Date | null): IsoDate | undefined => (date ? (DateTime.fromJSDate(date).toISODate() ?? undefined) : undefined);

export function DateField({ name, validate, required, minDate, maxDate, filterDate, placeholder = 'DD.MM.YYYY', clearable, ...frame }: DateFieldProps) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<IsoDate | undefined>(name, { validate: rules });
  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      {/* React hoists this once into <head>, however many date fields a page shows. */}
      <style href="portal-date-picker" precedence="medium">
        {DATE_PICKER_STYLES}
      </style>
      <DatePicker
        name={input.name}
        selected={toJsDate(input.value)}
        onChange={(date: Date | null) => input.onChange(toIsoDate(date))}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        dateFormat="dd.MM.yyyy"
        placeholderText={placeholder}
        minDate={toJsDate(minDate) ?? undefined}
        maxDate={toJsDate(maxDate) ?? undefined}
        filterDate={filterDate ? (date) => filterDate(toIsoDate(date) as IsoDate) : undefined}
        isClearable={clearable && !frame.readOnly && !frame.disabled}
        readOnly={frame.readOnly}
        disabled={frame.disabled}
        calendarStartDay={1}
        autoComplete="off"
        customInput={<Input />}
      />
    </FieldFrame>
  );
}
