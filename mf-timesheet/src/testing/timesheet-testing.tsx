/**
 * Test helpers of the timesheet area: a page or panel rendered as the shell shows it (fresh SWR
 * cache, toasts), a signed-in session of a given role, timesheet entries to answer with, and the
 * MSW answers of the timesheet page's own lookups.
 */
import type { ReactElement } from 'react';
import {
  type AllBusinessUnitsResponse,
  type DayHoursResponse,
  type Me,
  type ProjectTypesResponse,
  type RunningTimerResponse,
  type TimesheetEntry,
  type TimesheetLockResponse,
  type TimesheetProject,
  type TimesheetProjectsResponse,
  type TimesheetView,
  type TimesheetViewBody,
  useSessionStore,
} from '@portal/shared';
import { answerGet, FreshSwrCache, renderWithPortal, userLookup } from '@portal/shared/testing';

export function renderInPortal(ui: ReactElement) {
  return renderWithPortal(<FreshSwrCache>{ui}</FreshSwrCache>, { toasts: true });
}

const ME: Me = {
  id: 2,
  name: 'Daniel Evans',
  email: 'dev@agency.test',
  role: 1,
  sex: 'male',
  avatar: null,
  is_limited_pm: false,
  is_it: false,
  theme: 'theme-light',
};

/** A developer (session role 1), a full PM (2) or a limited PM. */
export function signInAs(who: 'developer' | 'manager' | 'limited'): void {
  const me: Me = who === 'developer' ? ME : { ...ME, id: 1, name: 'Paula Martin', role: 2, is_limited_pm: who === 'limited' };
  useSessionStore.setState({
    signedIn: true,
    me,
    hasApproval: 0,
    users: [userLookup(2, 'Daniel Evans', 4), userLookup(3, 'Diana Ionescu', 4), userLookup(1, 'Paula Martin', 2)],
    clients: [{ id: 1, name: 'Acme', disabled: false }],
    brands: [{ id: 1, name: 'Acme Snacks', business_units: [] }],
  });
}

export const entry = (overrides: Partial<TimesheetEntry> = {}): TimesheetEntry => ({
  id: 1,
  project_id: 7,
  project_title: 'Spring campaign',
  project_status: 2,
  project_inactive: false,
  business_units: 'Digital',
  clients_name: 'Acme',
  brands_name: 'Acme Snacks',
  job_number: 'JN-26-00001',
  manual_date: '2026-11-16',
  user_id: 2,
  user_name: 'Daniel Evans',
  activity_type_id: 2,
  activity_name: 'Front-end Development',
  hours: 3,
  unit_cost: 35,
  extra_request: false,
  overtime: false,
  qa_issue: false,
  details: 'Landing page',
  mjn: null,
  approval_state: 0,
  is_approved: false,
  approve_feedback: null,
  editable: true,
  locked: false,
  ...overrides,
});

/** A project the user may log on (ts-projects' row): the entries' "Spring campaign" by default. */
export const timesheetProject = (overrides: Partial<TimesheetProject> = {}): TimesheetProject => ({
  id: 7,
  title: 'Spring campaign',
  status_id: 2,
  type_id: 1,
  min_te_date: null,
  start_date: '2025-01-06',
  is_vacation: false,
  mjn: null,
  ...overrides,
});

type PageAnswers = { view?: TimesheetView; lockedUntil?: string | null; projects?: TimesheetProject[] };

/**
 * What the timesheet page asks besides its weeks: the stored view, the period lock, the projects
 * the user logs on, no running timer, a day's hours left (all 24) for the entry form, and the PM
 * filters' project types and business units (none). A test answers the weeks itself (`ts-by-week/:week`), and anything it needs otherwise
 * after this call (a later answer wins).
 */
export function answerTimesheetPage({ view = 'list', lockedUntil = null, projects = [timesheetProject()] }: PageAnswers = {}): void {
  answerGet<TimesheetViewBody>('ts-view', { view });
  answerGet<TimesheetLockResponse>('timesheet-lock', {
    data: { locked_until: lockedUntil, updated_by_name: lockedUntil ? 'Paula Martin' : null, updated_at: null },
  });
  answerGet<TimesheetProjectsResponse>('ts-projects', { data: projects });
  answerGet<RunningTimerResponse>('ts-timer', { data: null });
  answerGet<DayHoursResponse>('ts-hours-left/:day', ({ params }) => ({
    data: { manual_date: String(params.day), total_hours: 0, hours_left: 24 },
  }));
  answerGet<ProjectTypesResponse>('project-types', { data: [], totalResults: 0 });
  answerGet<AllBusinessUnitsResponse>('business-units/all', { data: [] });
}
