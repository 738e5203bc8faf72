/** DateField's input and calendar: react-datepicker with the portal's input and stylesheet. */
import { Input } from '@chakra-ui/react/input';
import { DateTime } from 'luxon';
import DatePicker from 'react-datepicker';
import type { IsoDate } from '@portal/shared';
import { DATE_PICKER_STYLES } from './date-picker-theme';

export type DatePickerInputProps = {
  name: string;
  value: IsoDate | undefined;
  onChange: (value: IsoDate | undefined) => void;
  onBlur: () => void;
  onFocus: () => void;
  minDate?: IsoDate;
  maxDate?: IsoDate;
  filterDate?: (date: IsoDate) => boolean;
  placeholder: string;
  clearable: boolean;
  readOnly?: boolean;
  disabled?: boolean;
};

const toJsDate = (date: IsoDate | undefined | null): Date | null => (date ? DateTime.fromISO(date).toJSDate() : null);
const toIsoDate = (date: Date | null): IsoDate | undefined => (date ? (DateTime.fromJSDate(date).toISODate() ?? undefined) : undefined);

export function DatePickerInput({
  name,
  value,
  onChange,
  onBlur,
  onFocus,
  minDate,
  maxDate,
  filterDate,
  placeholder,
  clearable,
  readOnly,
  disabled,
}: DatePickerInputProps) {
  return (
    <>
      {/* React hoists this once into <head>, however many date fields a page shows. */}
      <style href="portal-date-picker" precedence="medium">
        {DATE_PICKER_STYLES}
      </style>
      <DatePicker
        name={name}
        selected={toJsDate(value)}
        onChange={(date: Date | null) => onChange(toIsoDate(date))}
        onBlur={onBlur}
        onFocus={onFocus}
        dateFormat="dd.MM.yyyy"
        placeholderText={placeholder}
        minDate={toJsDate(minDate) ?? undefined}
        maxDate={toJsDate(maxDate) ?? undefined}
        filterDate={filterDate ? (date) => filterDate(toIsoDate(date) as IsoDate) : undefined}
        isClearable={clearable && !readOnly && !disabled}
        readOnly={readOnly}
        disabled={disabled}
        calendarStartDay={1}
        autoComplete="off"
        customInput={<Input />}
      />
    </>
  );
}
