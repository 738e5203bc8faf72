/**
 * A date input bound to react-final-form, on react-datepicker: type DD.MM.YYYY or pick from
 * the calendar (arrow keys move, Enter picks, Escape closes). The value is the date as
 * YYYY-MM-DD, or undefined while empty, so it goes to the API as it is.
 */
import { lazy, Suspense, useMemo } from 'react';
import { Input } from '@chakra-ui/react/input';
import { useField } from 'react-final-form';
import type { IsoDate } from '@portal/shared';
import { type BaseFieldProps, FieldFrame, fieldError, fieldRules } from './field-frame';

const DatePickerInput = lazy(() => import('./date-picker-input').then((module) => ({ default: module.DatePickerInput })));

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
      {/* Holds the field's place while the calendar's chunk arrives; hidden from assistive tech until it is usable. */}
      <Suspense fallback={<Input aria-hidden tabIndex={-1} placeholder={placeholder} readOnly />}>
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
      </Suspense>
    </FieldFrame>
  );
}
