/**
 * @portal/shared/format: how the portal writes dates, times and money. Its own federation
 * singleton (not in the main entry) because it brings luxon, which the sign-in page does not
 * need: it arrives with the first page that shows a date.
 */
export * from './format';
