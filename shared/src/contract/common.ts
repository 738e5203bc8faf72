/**
 * Shapes that many calls share: envelopes, paging, validation errors.
 * Types only: the API imports this module too, so nothing here may touch the DOM or React.
 */

/** Most answers wrap their payload in `data`. */
export type DataEnvelope<T> = { data: T };

/** The body of every 422 answer: the first message of each field is what the portal shows. */
export type ValidationErrorBody = {
  message: string;
  errors: Record<string, string[]>;
};

/** The body of every other error answer. */
export type ErrorBody = { message: string };

/** Query parameters of every paginated list (page is 1-based; page 0 with resPerPage 1000 loads a lookup). */
export type PageQuery = {
  page?: number;
  resPerPage?: number;
  searchString?: string;
};

/** A calendar date sent or received as YYYY-MM-DD. */
export type IsoDate = string;
/** A moment sent or received as an ISO 8601 timestamp. */
export type IsoDateTime = string;

/** The largest document the portal uploads (project files, external expense documents): 10 MB, checked by the API and the forms. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
