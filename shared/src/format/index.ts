/**
 * @portal/shared/format: how the portal writes dates, times and money. Its own federation
 * singleton (not in the main entry): the sign-in page writes neither, so it arrives with the
 * first page that does.
 */
export * from './format';
export * from './change-sentence';
