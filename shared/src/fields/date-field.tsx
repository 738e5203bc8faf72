/**
 * A date input bound to react-final-form, on react-datepicker: type DD.MM.YYYY or pick from
 * the calendar (arrow keys move, Enter picks, Escape closes). The value is the date as
 * YYYY-MM-DD, or undefined while empty, so it goes to the API as it is.
 *
 * The calendar (react-datepicker with date-fns, luxon: some 55 KiB gzip) is not part of a
 * page's first load. Until it is first asked for the field is a plain input that looks the
 * same and takes typed dates; its code loads when the pointer or the focus reaches the field.
 * A click or an arrow key in the plain input puts the calendar in its place, focused and open,
 * as a first click would have opened it; once something is typed there, the typing goes on in
 * the plain input. A field mounted after the code has loaded is the calendar from the start.
 */
import { type ComponentType, useMemo, useState } from 'react';
import { Input } from '@chakra-ui/react/input';
import { useField } from 'react-final-form';
import { type IsoDate, notifyError } from '@portal/shared';
import { formatDate, parseDate } from '@portal/shared/format';
import type { DatePickerInputProps } from './date-picker-input';
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

type DatePicker = ComponentType<DatePickerInputProps>;
let loadedPicker: DatePicker | undefined;
let pickerDownload: Promise<DatePicker> | undefined;

/** One download for every date field; a failed one is tried again on the next use. */
function loadPicker(): Promise<DatePicker> {
  pickerDownload ??= import(/* webpackChunkName: "date-picker" */ './date-picker-input').then(
    (module) => (loadedPicker = module.DatePickerInput),
    (error: unknown) => {
      pickerDownload = undefined;
      throw error;
    },
  );
  return pickerDownload;
}

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
  const [Picker, setPicker] = useState(() => loadedPicker);
  // Once shown, the calendar stays: it is only put in when asked for (or already loaded at mount).
  const [pickerShown, setPickerShown] = useState(() => loadedPicker !== undefined);
  const plain = usePlainDateInput(input.value || undefined);
  if (Picker && plain.calendarAsked && !pickerShown) setPickerShown(true);
  const accepts = (date: IsoDate) => (!minDate || date >= minDate) && (!maxDate || date <= maxDate) && (!filterDate || filterDate(date));

  /** @param asked the user asked for the calendar itself: a failed download is said */
  const fetchPicker = (asked: boolean) => {
    if (Picker || frame.readOnly || frame.disabled) return;
    loadPicker().then(
      (loaded) => setPicker(() => loaded),
      () => asked && notifyError('The calendar could not be loaded. Type the date as DD.MM.YYYY, or try again.'),
    );
  };
  const askForCalendar = () => {
    plain.askForCalendar();
    fetchPicker(true);
  };

  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      {Picker && pickerShown ? (
        <Picker
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
          autoFocus={plain.calendarAsked}
        />
      ) : (
        <Input
          name={input.name}
          value={plain.text}
          placeholder={placeholder}
          autoComplete="off"
          readOnly={frame.readOnly}
          disabled={frame.disabled}
          onPointerEnter={() => fetchPicker(false)}
          onFocus={() => {
            input.onFocus();
            fetchPicker(false);
          }}
          // After the click's focus has settled, so the calendar's input takes the focus over.
          onClick={askForCalendar}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') askForCalendar();
          }}
          onBlur={() => {
            plain.leave();
            input.onBlur();
          }}
          onChange={(event) => {
            plain.type(event.target.value);
            if (event.target.value.trim() === '') return input.onChange(undefined);
            const date = parseDate(event.target.value);
            if (date && accepts(date)) input.onChange(date);
          }}
        />
      )}
    </FieldFrame>
  );
}

/**
 * The plain input's own state: the text being typed (null until something is), and whether
 * the calendar was asked for (a click, an arrow key) before anything was typed. Out of the
 * focus it shows the stored date: one set elsewhere, or the last good one after text that was
 * not a date.
 */
function usePlainDateInput(value: IsoDate | undefined) {
  const [typed, setTyped] = useState<string | null>(null);
  const [calendarAsked, setCalendarAsked] = useState(false);
  return {
    text: typed ?? formatDate(value),
    calendarAsked,
    askForCalendar: () => setCalendarAsked(typed === null),
    type: setTyped,
    leave: () => {
      setTyped(null);
      setCalendarAsked(false);
    },
  };
}
