/**
 * Which remote serves which top-level path. The shell owns these prefixes and their guards;
 * a remote that exposes a "*-routes" module owns the paths below its prefix. Until a remote
 * is deployed (or while it is down) its paths show the area's fallback. Each entry must name a
 * page the federation contract lists for that remote (@portal/shared's AREA_CONTRACT).
 */
import type { RemotePage } from '../federation/remote-area';

export type AreaRoute = RemotePage & { path: string };

export const AREA_ROUTES: AreaRoute[] = [
  { path: '/', remote: 'mf_projects', module: './dashboard-page', area: 'Dashboard' },
  { path: '/projects', remote: 'mf_projects', module: './projects-page', area: 'Projects' },
  { path: '/project/:id/*', remote: 'mf_project_details', module: './project-details-page', area: 'Project details' },
  { path: '/timesheet', remote: 'mf_timesheet', module: './timesheet-page', area: 'Timesheet' },
  { path: '/approval', remote: 'mf_timesheet', module: './approval-page', area: 'Approval' },
  { path: '/user-working-places', remote: 'mf_timesheet', module: './working-places-page', area: 'Working places' },
  { path: '/config/*', remote: 'mf_config', module: './config-routes', area: 'Configuration' },
  { path: '/reports/*', remote: 'mf_reports', module: './report-routes', area: 'Reports' },
];
