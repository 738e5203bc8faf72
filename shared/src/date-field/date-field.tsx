/**
 * A date input bound to react-final-form, on react-datepicker: type DD.MM.YYYY or pick from
 * the calendar (arrow keys move, Enter picks, Escape closes). The value is the date as
 * YYYY-MM-DD, or undefined while empty, so it goes to the API as it is.
 */
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import type { IsoDate } from '@portal/shared';
import { DatePickerInput } from './date-picker-input';
import { type BaseFieldProps, FieldFrame, fieldError, fieldRules } from '@portal/shared/fields';

export type DateFieldProps = BaseFieldProps<IsoDate | undefined> & {
  minDate?: IsoDate;
  maxDate?: IsoDate;
  /** False for days that cannot be picked (weekends, days already taken...). */
  filterDate?: (date: IsoDate) => boolean;
  placeholder?: string;
  /** Offer a button that empties the field. */
  clearable?: boolean;
};

export function DateField({
  name,
  validate,
  required,
  minDate,
  maxDate,
  filterDate,
  placeholder = 'DD.MM.YYYY',
  clearable = false,
  ...frame
}: DateFieldProps) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<IsoDate | undefined>(name, { validate: rules });
  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      <DatePickerInput
        name={input.name}
        value={input.value || undefined}
        onChange={input.onChange}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        minDate={minDate}
        maxDate={maxDate}
        filterDate={filterDate}
        placeholder={placeholder}
        clearable={clearable}
        readOnly={frame.readOnly}
        disabled={frame.disabled}
      />
    </FieldFrame>
  );
}
