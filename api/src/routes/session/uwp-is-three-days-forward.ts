/**
 * GET /api/uwp-is-three-days-forward: whether the caller has a working place on each of the
 * next three working days (Monday to Friday) after today; drives the reminder dialog.
 * Signed-in users.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { WorkingPlacesForwardResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { workingPlaces } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { nextWorkingDays, today } from '../../lib/dates';

export const DAYS_FORWARD = 3;

export function uwpIsThreeDaysForwardRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Session'], response: { 200: WorkingPlacesForwardResponseSchema, ...errorAnswers } };
  app.get('/uwp-is-three-days-forward', { schema }, async (request) => {
    const user = currentUser(request);
    const days = nextWorkingDays(today(ctx.now()), DAYS_FORWARD);
    const rows = await ctx.db
      .selectDistinct({ day: workingPlaces.manualDate })
      .from(workingPlaces)
      .where(and(eq(workingPlaces.userId, user.id), inArray(workingPlaces.manualDate, days)));
    return { is_setup_forward_three_days: rows.length === days.length };
  });
}
