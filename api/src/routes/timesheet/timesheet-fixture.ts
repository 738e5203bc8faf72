/** Test helpers of the timesheet routes: projects and activities a demo developer may log time on. */
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProjectActivityTypesResponse, TimesheetEntryPayload, TimesheetProjectsResponse } from '@portal/shared/contract';
import { projects as projectsTable } from '../../db/schema';
import type { DemoAccount } from '../../test/test-app';
import type { TestKit } from '../../test/test-kit';

export const today = () => new Date().toLocaleDateString('sv-SE');

export function daysFromToday(days: number): string {
  const moment = new Date();
  moment.setDate(moment.getDate() + days);
  return moment.toLocaleDateString('sv-SE');
}

/** An active, non-vacation, non-T&M project the account logs on, without a date bound, and one of its activities. */
export async function loggableProject(
  kit: TestKit,
  account: DemoAccount,
  extra: SQL = sql`true`,
): Promise<{ projectId: number; activityId: number }> {
  const projects = (await kit.call(account, 'GET', 'ts-projects')).json<TimesheetProjectsResponse>().data;
  const ids = projects.filter((p) => !p.is_vacation && p.type_id !== 2 && p.min_te_date === null).map((p) => p.id);
  const [row] = await kit.t.ctx.db
    .select({ id: projectsTable.id })
    .from(projectsTable)
    .where(and(inArray(projectsTable.id, ids), extra))
    .orderBy(asc(projectsTable.id))
    .limit(1);
  const projectId = row.id;
  const [activity] = (await kit.call(account, 'GET', `activity-types-by-project-user/${projectId}`)).json<ProjectActivityTypesResponse>()
    .data;
  return { projectId, activityId: activity.id };
}

export const payload = (projectId: number, activityId: number, overrides: Partial<TimesheetEntryPayload> = {}): TimesheetEntryPayload => ({
  project_id: projectId,
  activity_type_id: activityId,
  hours: 2.5,
  extra_request: 0,
  overtime: 0,
  qa_issue: 1,
  manual_date: today(),
  details: 'Landing page review',
  mjn: null,
  ...overrides,
});
