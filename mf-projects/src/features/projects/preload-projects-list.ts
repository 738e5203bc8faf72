/**
 * The projects list's first calls, sent as soon as its code has loaded when the browser is opening
 * /projects with a session (see preload-page-calls.ts): the statuses, and the moment they answer,
 * the first page of the default status (the second status of the list) and, for those who see
 * that filter, the status's job numbers. Sent from the page, those two calls also waited for the
 * filters panel to render with the statuses and report its query. Only for the list without
 * stored filters, the one a first visit opens; the page's own calls are the same SWR keys, so
 * the page takes the answers.
 */
import { preload } from 'swr';
import { PROJECTS_PAGE_SIZE, type ProjectFilterValues, readSessionState, useSessionStore } from '@portal/shared';
import { accessSubjectOf } from '@portal/shared/access';
import { isOpeningWithSession } from '../page-calls/preload-page-calls';
import { getJobNumbers, jobNumbersKey } from './api/get-job-numbers';
import { getProjectStatuses, projectStatusesKey } from './api/get-project-statuses';
import { getProjects, projectsKey } from './api/get-projects';
import { effectiveStatus, PROJECTS_FILTERS_KEY, toProjectFilters, visibleFilters } from './project-filters';

const NO_FILTERS: ProjectFilterValues = {};

export function preloadProjectsList(): void {
  if (!isOpeningWithSession('/projects')) return;
  if (Object.keys(readSessionState(PROJECTS_FILTERS_KEY, NO_FILTERS)).length > 0) return;
  preload(projectStatusesKey(), getProjectStatuses).then(
    (statuses) => {
      const status = effectiveStatus(NO_FILTERS, statuses.data);
      if (status === undefined) return;
      // No filter has a value, so which ones this user sees does not change the list's query.
      const query = { ...toProjectFilters(NO_FILTERS, status, new Set()), page: 1, resPerPage: PROJECTS_PAGE_SIZE };
      void preload(projectsKey(query), () => getProjects(query));
      // The team-lead role filter shows only once the list has answered; the job numbers do not depend on it.
      const { me, hasApproval } = useSessionStore.getState();
      if (me && visibleFilters(accessSubjectOf(me, hasApproval), false).has('jobNumbers')) {
        void preload(jobNumbersKey(status), () => getJobNumbers(status));
      }
    },
    // The page's own call for the statuses shows the failure.
    () => undefined,
  );
}
