/**
 * The projects list's filters (document 1, sections 2 and 6): their values, which ones each
 * user sees, and the query they become. Shared by the list and, through the exposed filters,
 * by the projects report.
 */
import { type ProjectFilters, type ProjectFilterValues } from '@portal/shared';
import { type AccessSubject, isDeveloper, isLimitedPm, isProjectManager } from '@portal/shared/access';

export type FilterName = keyof ProjectFilterValues;

/** Where the list keeps its filters for the browser session. */
export const PROJECTS_FILTERS_KEY = 'portal.projects.filters';

/** Status value meaning every status (the API reads an absent or 0 status so). */
export const ALL_STATUSES = 0;
/** Text filters fire from this many characters, or when emptied (document 1, section 9). */
export const TEXT_FILTER_MIN_LENGTH = 3;

const EVERYONE: FilterName[] = ['status', 'title', 'costEstimation'];
const PROJECT_MANAGER: FilterName[] = ['jobNumbers', 'description', 'clientId', 'brandId', 'clientPM', 'type', 'pm', 'categoryId'];
/** A limited PM has one type, one category, no client PM and three owners: those filters would offer nothing. */
const HIDDEN_FOR_LIMITED_PM: FilterName[] = ['clientPM', 'type', 'pm', 'categoryId'];

export function visibleFilters(viewer: AccessSubject, isTeamLead: boolean): Set<FilterName> {
  const names = [...EVERYONE];
  if (isDeveloper(viewer) && isTeamLead) names.push('role');
  if (isProjectManager(viewer))
    names.push(...PROJECT_MANAGER.filter((name) => !isLimitedPm(viewer) || !HIDDEN_FOR_LIMITED_PM.includes(name)));
  return new Set(names);
}

/** The status in effect: the chosen one, or the second status of the list (document 1, section 2). */
export function effectiveStatus(values: ProjectFilterValues, statuses: readonly { id: number }[] | undefined): number | undefined {
  if (values.status !== undefined) return values.status;
  return statuses?.[1]?.id ?? statuses?.[0]?.id;
}

/**
 * The values after a change in the panel. The job numbers offered are those of the chosen
 * status, so choosing another status (not "All statuses") drops the chosen ones: they would
 * show as bare ids and match nothing.
 */
export function changedFilterValues(previous: ProjectFilterValues, next: ProjectFilterValues): ProjectFilterValues {
  const statusChanged = next.status !== previous.status && next.status !== ALL_STATUSES;
  return statusChanged && next.jobNumbers?.length ? { ...next, jobNumbers: undefined } : next;
}

/** The call's filters: only the ones this user sees, job numbers as a comma-separated list. */
export function toProjectFilters(values: ProjectFilterValues, status: number, visible: Set<FilterName>): ProjectFilters {
  const shown = <K extends FilterName>(name: K): ProjectFilterValues[K] | undefined => (visible.has(name) ? values[name] : undefined);
  return {
    status,
    role: shown('role'),
    jn: shown('jobNumbers')?.join(',') || undefined,
    costEstimation: shown('costEstimation') || undefined,
    title: shown('title') || undefined,
    description: shown('description') || undefined,
    clientId: shown('clientId'),
    brandId: shown('brandId'),
    clientPM: shown('clientPM'),
    type: shown('type'),
    pm: shown('pm'),
    categoryId: shown('categoryId'),
  };
}
