/**
 * How the report pages send a report's query: as text, the empty filters included. The API's
 * query schema (../schemas/reports.ts) reads ids from that text, so an id filter is sent as the
 * text of its field ('' for any).
 */

/** A report's query as sent: an id filter (an id or '' for any) is its field's text. */
export type QuerySent<T> = { [K in keyof T]: NonNullable<T[K]> extends string ? T[K] : '' extends NonNullable<T[K]> ? string : T[K] };
