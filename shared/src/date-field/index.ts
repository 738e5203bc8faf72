/**
 * @portal/shared/date-field: the date field, on react-datepicker (with date-fns and luxon, some
 * 60 KiB gzip). Apart from @portal/shared/fields so that forms and filter bars without a date do
 * not download the calendar.
 */
export * from './date-field';
