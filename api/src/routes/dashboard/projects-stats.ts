/**
 * GET /api/projects-stats: the dashboard's 30-day overview over the projects the caller may
 * see (src/projects/visibility.ts). Signed-in users.
 *
 * "The last 30 days" are the 30 calendar days ending today (today - 29 .. today, server's
 * local date); the "past" figures use the 30 days before those (today - 59 .. today - 30):
 * - wip: status 2 (WIP) whose start_date falls in the window;
 * - pending: status 1 (Pending) created (created_at) in the window;
 * - completed: status 3 (Closed) whose deadline falls in the window.
 * A project counts by its current status: the schema keeps no status history.
 */
import { sql } from 'drizzle-orm';
import { ProjectStatsResponseSchema, ProjectStatsSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { addDays, today } from '../../lib/dates';
import { visibleProjectsCondition } from '../../projects/visibility';

export const STATS_WINDOW_DAYS = 30;

/** Local midnight of a calendar day, as an ISO moment for timestamptz comparisons. */
function startOfDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toISOString();
}

export type StatsWindows = {
  current: { from: string; to: string };
  past: { from: string; to: string };
};

export function statsWindows(now: Date): StatsWindows {
  const t = today(now);
  return {
    current: { from: addDays(t, -(STATS_WINDOW_DAYS - 1)), to: t },
    past: { from: addDays(t, -(2 * STATS_WINDOW_DAYS - 1)), to: addDays(t, -STATS_WINDOW_DAYS) },
  };
}

export function projectsStatsRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Dashboard'], response: { 200: ProjectStatsResponseSchema, ...errorAnswers } };
  app.get('/projects-stats', { schema }, async (request) => {
    const user = currentUser(request);
    const { current, past } = statsWindows(ctx.now());
    const createdIn = (w: { from: string; to: string }) =>
      sql`p.created_at >= ${startOfDay(w.from)}::timestamptz and p.created_at < ${startOfDay(addDays(w.to, 1))}::timestamptz`;
    // The row is the answer's data: every count is ::int, so both engines answer numbers.
    const [data] = await selectRows(
      ctx.db,
      ProjectStatsSchema,
      sql`select
            count(*) filter (where p.status_id = 2 and p.start_date between ${current.from}::date and ${current.to}::date)::int as "wip",
            count(*) filter (where p.status_id = 2 and p.start_date between ${past.from}::date and ${past.to}::date)::int as "wipPast",
            count(*) filter (where p.status_id = 1 and ${createdIn(current)})::int as "pending",
            count(*) filter (where p.status_id = 1 and ${createdIn(past)})::int as "pendingPast",
            count(*) filter (where p.status_id = 3 and p.deadline between ${current.from}::date and ${current.to}::date)::int as "completed",
            count(*) filter (where p.status_id = 3 and p.deadline between ${past.from}::date and ${past.to}::date)::int as "completedPast"
          from projects p
          where ${visibleProjectsCondition(user)}`,
    );
    return { data };
  });
}
