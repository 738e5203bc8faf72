/**
 * @portal/shared/data: the mutation hook over SWR. Its own subpath, so SWR reaches the browser
 * with the signed-in pages and not on the sign-in page.
 */
export * from './use-api-mutation';
export * from './use-forget-answers';
