/** Timesheet data for the approval and working-places tests, made through the API as the developer would. */
import { apiGet, apiPost } from './api';

type LoggableProject = { id: number; type_id: number; min_te_date: string | null; is_vacation: boolean };

/** YYYY-MM-DD of a local day `days` from today. */
export function isoDay(days = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return day.toLocaleDateString('sv-SE');
}

/**
 * A developer's new pending entry for today on a project they may log on (and that `accepts`,
 * when given), with unique details.
 */
export async function createEntry(
  token: string,
  details: string,
  accepts: (projectId: number) => Promise<boolean> = async () => true,
): Promise<{ id: number; project_id: number }> {
  const projects = (await apiGet<{ data: LoggableProject[] }>(token, 'ts-projects')).data.filter(
    (p) => !p.is_vacation && p.type_id !== 2 && (p.min_te_date === null || p.min_te_date <= isoDay()),
  );
  for (const project of projects) {
    if (!(await accepts(project.id))) continue;
    const [activity] = (await apiGet<{ data: { id: number }[] }>(token, `activity-types-by-project-user/${project.id}`)).data;
    if (!activity) continue;
    const { data } = await apiPost<{ data: { id: number; project_id: number } }>(token, 'ts', {
      project_id: project.id,
      activity_type_id: activity.id,
      hours: 1.5,
      extra_request: 0,
      overtime: 0,
      qa_issue: 0,
      manual_date: isoDay(),
      details,
      mjn: null,
    });
    return data;
  }
  throw new Error('no project to log time on');
}
