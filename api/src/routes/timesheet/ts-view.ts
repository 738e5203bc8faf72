/**
 * GET and PUT /api/ts-view {view}: how the caller's /timesheet shows the week, the list per day
 * or the week grid (issue 32), remembered in their settings next to the theme so it follows
 * them to another browser. Anyone with a timesheet; a user who never chose gets the list.
 */
import { eq, sql } from 'drizzle-orm';
import { TimesheetViewBodySchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { requireTimesheetArea } from '../../timesheet/entry-access';

const tags = ['Timesheet'];

export function tsViewRoutes(app: ApiApp, ctx: AppContext): void {
  const response = { 200: TimesheetViewBodySchema, ...errorAnswers };

  app.get('/ts-view', { schema: { tags, response } }, async (request) => {
    const user = currentUser(request);
    requireTimesheetArea(user);
    const [row] = await ctx.db.select({ settings: users.settings }).from(users).where(eq(users.id, user.id));
    return { view: row?.settings.timesheet_view === 'grid' ? ('grid' as const) : ('list' as const) };
  });

  app.put('/ts-view', { schema: { tags, body: TimesheetViewBodySchema, response } }, async (request) => {
    const user = currentUser(request);
    requireTimesheetArea(user);
    const { view } = request.body;
    await ctx.db
      .update(users)
      .set({ settings: sql`${users.settings} || jsonb_build_object('timesheet_view', ${view}::text)` })
      .where(eq(users.id, user.id));
    return { view };
  });
}
