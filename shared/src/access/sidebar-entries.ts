/**
 * The sidebar's visibility table (document 1, section 2) as data plus one pure function.
 * Departures (Configuration and Reports only for full PMs, not for every role >= 2) are in
 * docs/spec-deviations.md.
 */
import type { AccessSubject } from './access-subject';
import {
  canApprove,
  canKeepTimesheetAndWorkingPlaces,
  canManageConfiguration,
  canReadReports,
  canSeeDashboard,
  canSeeProjects,
  isItUser,
} from './access-rules';

export type SidebarLink = { label: string; path: string };
export type SidebarEntry = SidebarLink & { children?: SidebarLink[] };

export const CONFIG_LINKS: SidebarLink[] = [
  { label: 'Clients', path: '/config/clients' },
  { label: 'Brands', path: '/config/brands' },
  { label: 'Client units', path: '/config/client-units' },
  { label: 'IDG units', path: '/config/idg-units' },
  { label: 'Business units', path: '/config/business-units' },
  { label: 'Project categories', path: '/config/project-categories' },
  { label: 'Expenses categories', path: '/config/expenses-categories' },
  { label: 'Activity types', path: '/config/activity-types' },
  { label: 'IDG PMs', path: '/config/idg-pms' },
  { label: 'Hogarth PMs', path: '/config/hogarth-pms' },
  { label: 'IT users', path: '/config/its' },
  { label: 'Developers', path: '/config/developers' },
  { label: 'Wildcards', path: '/config/wildcards' },
  { label: 'Timesheet lock', path: '/config/timesheet-lock' },
];

export const IT_CONFIG_PATH = '/config/developers';

export const REPORT_LINKS: SidebarLink[] = [
  { label: 'Income', path: '/reports/income' },
  { label: 'Projects', path: '/reports/projects' },
  { label: 'Missing POs', path: '/reports/missing-pos' },
  { label: 'Missing CEs', path: '/reports/missing-ces' },
  { label: 'Missing resources hours', path: '/reports/missing-resources' },
  { label: 'Missing timesheet', path: '/reports/missing-timesheet' },
  { label: 'Occupancy', path: '/reports/occupancy' },
  { label: 'Loading by activity type', path: '/reports/loading-activity-type' },
  { label: 'Working places', path: '/reports/working-places' },
  { label: 'Timesheet', path: '/reports/timesheet' },
  { label: 'Overtime', path: '/reports/overtime' },
  { label: 'Projects by category', path: '/reports/by-project-category' },
  { label: 'Category occupancy per day', path: '/reports/cat-occupacy-per-day' },
];

export function sidebarEntries(subject: AccessSubject): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  if (canSeeDashboard(subject)) entries.push({ label: 'Dashboard', path: '/' });
  if (canSeeProjects(subject)) entries.push({ label: 'Projects', path: '/projects' });
  if (canApprove(subject)) entries.push({ label: 'Approval', path: '/approval' });
  if (canKeepTimesheetAndWorkingPlaces(subject)) {
    entries.push({ label: 'Working places', path: '/user-working-places' });
    entries.push({ label: 'Timesheet', path: '/timesheet' });
  }
  if (isItUser(subject)) {
    entries.push({ label: 'Configuration', path: IT_CONFIG_PATH, children: CONFIG_LINKS.filter((link) => link.path === IT_CONFIG_PATH) });
  } else if (canManageConfiguration(subject)) {
    entries.push({ label: 'Configuration', path: CONFIG_LINKS[0].path, children: CONFIG_LINKS });
  }
  if (canReadReports(subject)) entries.push({ label: 'Reports', path: REPORT_LINKS[0].path, children: REPORT_LINKS });
  return entries;
}
