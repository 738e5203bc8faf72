/**
 * What every management report route starts with (document 3, sections 6 and 7): the caller
 * may read reports (role 2 and not a limited PM, else 403) and the query's period is valid.
 * The route's query schema (@portal/shared/schemas, reports.ts) has already refused a missing or
 * malformed day (422 with field messages); here the end must be on or after the start.
 */
import type { FastifyRequest } from 'fastify';
import { canReadReports } from '@portal/shared/access';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { ValidationError } from '../../http/errors';
import type { AuthUser } from '../../users/auth-user';

export const END_BEFORE_START_MESSAGE = 'The end date must be a date after or equal to the start date.';

export type ReportPeriod = { startDate: string; endDate: string };

/** The signed-in report reader, or 403. */
export function reportReader(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  requireAccess(user, canReadReports);
  return user;
}

/**
 * Every report route's `preValidation`: a caller who may not read reports gets 403 before
 * their query is checked, so the answer says nothing about the query to them.
 */
export async function onlyReportReaders(request: FastifyRequest): Promise<void> {
  reportReader(request);
}

/** The period of a query the schema checked: 422 when it ends before it starts. */
export function reportPeriodOf(query: ReportPeriod): ReportPeriod {
  const period = { startDate: query.startDate, endDate: query.endDate };
  if (period.endDate < period.startDate) throw new ValidationError({ endDate: [END_BEFORE_START_MESSAGE] });
  return period;
}

/** The reader (403 first) and the query's period. */
export function reportPeriodRequest(request: FastifyRequest, query: ReportPeriod): { user: AuthUser; period: ReportPeriod } {
  const user = reportReader(request);
  return { user, period: reportPeriodOf(query) };
}

/** An optional id filter of the query (`clientId=3`): '' or absent means "any". */
export const idFilter = (value: number | '' | undefined): number | null => (typeof value === 'number' ? value : null);

/** An optional text filter of the query, trimmed; empty means "any". */
export const textFilter = (value: string | undefined): string | null => (value !== undefined && value.trim() !== '' ? value.trim() : null);

/**
 * The projects list's filters of a checked query as the list's parser reads them (text, as
 * sent): the schema has made numbers of the ids already.
 */
export function filtersAsSent(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [])),
  );
}
