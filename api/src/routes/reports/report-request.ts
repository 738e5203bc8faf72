/**
 * What every management report route starts with (document 3, sections 6 and 7): the caller
 * may read reports (role 2 and not a limited PM, else 403) and the query's period is valid
 * (YYYY-MM-DD dates, the end on or after the start, else 422 with field messages).
 */
import type { FastifyRequest } from 'fastify';
import { canReadReports } from '@portal/shared/access';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { ValidationError } from '../../http/errors';
import { asInput, integer, required, toInteger, validate } from '../../http/validation';
import type { AuthUser } from '../../users/auth-user';
import { isoDate } from '../projects/date-rule';

export const END_BEFORE_START_MESSAGE = 'The end date must be a date after or equal to the start date.';

export type ReportPeriod = { startDate: string; endDate: string };

/** The signed-in report reader, or 403. */
export function reportReader(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  requireAccess(user, canReadReports);
  return user;
}

/** The reader and the required `startDate`/`endDate` of the query. */
export function reportPeriodRequest(request: FastifyRequest): { user: AuthUser; period: ReportPeriod } {
  const user = reportReader(request);
  const input = validate(request.query, { startDate: [required(), isoDate()], endDate: [required(), isoDate()] });
  const period = { startDate: String(input.startDate), endDate: String(input.endDate) };
  if (period.endDate < period.startDate) throw new ValidationError({ endDate: [END_BEFORE_START_MESSAGE] });
  return { user, period };
}

/** An optional id filter of the query (`clientId=3`): empty or absent means "any", anything but an integer is a 422. */
export function idFilter(request: FastifyRequest, name: string): number | null {
  const input = validate(request.query, { [name]: [integer()] });
  return toInteger(input[name]);
}

/** An optional text filter of the query, trimmed; empty means "any". */
export function textFilter(request: FastifyRequest, name: string): string | null {
  const value = asInput(request.query)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
