import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import {
  type JobNumbersLoadAllResponse,
  type ProjectCategoriesResponse,
  type ProjectRow,
  type ProjectsResponse,
  type ProjectStatusesResponse,
  type ProjectTypesResponse,
  useSessionStore,
} from '@portal/shared';
import { answerGet, me, renderWithPortal, requestCount, sentRequests } from '@portal/shared/testing';
import { ProjectsPage } from './projects-page';
import { preloadProjectsList } from '../features/projects/preload-projects-list';
import { PROJECTS_FILTERS_KEY } from '../features/projects/project-filters';

const row: ProjectRow = {
  id: 31,
  title: 'Spring campaign',
  parent_id: null,
  has_children: false,
  status_id: 2,
  status_name: 'In progress',
  job_numbers: [],
  business_units: [],
  client_id: 1,
  client_name: 'Acme Retail',
  brand_id: 10,
  brand_name: 'Acme Brand',
  hogarth_pm_id: null,
  hg_pm_name: null,
  owner_id: 1,
  idg_pm_name: 'Paula PM',
  type_id: 1,
  type: 'Fixed price',
  category_id: 4,
  category_title: 'Print',
  start_date: '2026-03-02',
  deadline: '2026-05-29',
  estimated_cost: 1000,
  actual_cost: 400,
  profit: 600,
  teamlead_view: false,
};

/** The calls sent so far, in order, as "path {query}" (the query as the URL carries it). */
const sentCalls = async () =>
  (await sentRequests('GET')).map(({ path, query }) => (Object.keys(query).length ? `${path} ${JSON.stringify(query)}` : path));
const listCall = 'projects {"status":"2","page":"1","resPerPage":"50"}';
/** A moment for requests that should not be made to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

const renderPage = () =>
  renderWithPortal(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProjectsPage />
    </SWRConfig>,
  );

beforeEach(() => {
  answerGet<ProjectStatusesResponse>('project-statuses', {
    data: [
      { id: 1, name: 'Pending' },
      { id: 2, name: 'In progress' },
    ],
  });
  answerGet<ProjectsResponse>('projects', { data: { projects: [row] }, totalResults: 1, is_teamlead: false });
  answerGet<JobNumbersLoadAllResponse>('job-numbers/load-all', { data: [] });
  answerGet<ProjectTypesResponse>('project-types', { data: [], totalResults: 0 });
  answerGet<ProjectCategoriesResponse>('project-categories', { data: { paginatedProjectCategories: [] }, totalResults: 0 });
  useSessionStore.setState({ signedIn: true, me: me(), hasApproval: 0, users: [], clients: [], brands: [] });
  sessionStorage.clear();
  window.history.replaceState(null, '', '/projects');
});

describe('preloadProjectsList', () => {
  it('sends the statuses, then the default status’s first page and job numbers before the page renders; the page takes them', async () => {
    preloadProjectsList();
    await waitFor(() => expect(requestCount('GET', /./)).toBe(3));
    expect(await sentCalls()).toEqual(['project-statuses', listCall, 'job-numbers/load-all {"project_status":"2"}']);

    renderPage();
    expect(await screen.findByText('Spring campaign')).toBeVisible();
    await waitFor(async () => expect(await sentCalls()).toContain('project-categories {"page":"0","resPerPage":"1000"}'));
    await settle();
    const calls = await sentCalls();
    expect(calls.filter((call) => call.startsWith('projects'))).toEqual([listCall]);
    expect(calls.filter((call) => call === 'project-statuses')).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('job-numbers/'))).toHaveLength(1);
  });

  it('sends no job numbers for a developer, who does not see that filter', async () => {
    useSessionStore.setState({ me: me({ role: 1 }) });
    preloadProjectsList();
    await waitFor(async () => expect(await sentCalls()).toEqual(['project-statuses', listCall]));

    renderPage();
    expect(await screen.findByText('Spring campaign')).toBeVisible();
    await settle();
    const calls = await sentCalls();
    expect(calls.filter((call) => call.startsWith('projects'))).toEqual([listCall]);
    expect(calls.some((call) => call.startsWith('job-numbers/'))).toBe(false);
  });

  it('leaves a list with stored filters to the page: its query is the page’s to make', async () => {
    sessionStorage.setItem(PROJECTS_FILTERS_KEY, JSON.stringify({ title: 'spring' }));
    preloadProjectsList();
    await settle();
    expect(requestCount('GET', /./)).toBe(0);
  });

  it('sends nothing without a session or on the way to another page', async () => {
    useSessionStore.setState({ signedIn: false });
    preloadProjectsList();
    useSessionStore.setState({ signedIn: true });
    window.history.replaceState(null, '', '/');
    preloadProjectsList();
    await settle();
    expect(requestCount('GET', /./)).toBe(0);
  });
});
