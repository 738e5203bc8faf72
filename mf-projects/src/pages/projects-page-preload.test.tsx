import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { apiGet, type ProjectRow, useSessionStore } from '@portal/shared';
import { me, renderWithPortal } from '@portal/shared/testing';
import { ProjectsPage } from './projects-page';
import { preloadProjectsList } from '../features/projects/preload-projects-list';
import { PROJECTS_FILTERS_KEY } from '../features/projects/project-filters';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());

const get = apiGet as unknown as jest.Mock<Promise<unknown>, [string, Record<string, unknown>?]>;

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

const ANSWERS: Record<string, unknown> = {
  'project-statuses': {
    data: [
      { id: 1, name: 'Pending' },
      { id: 2, name: 'In progress' },
    ],
  },
  projects: { data: { projects: [row] }, totalResults: 1, is_teamlead: false },
  'job-numbers/load-all': { data: [] },
  'project-types': { data: [], totalResults: 0 },
  'project-categories': { data: { paginatedProjectCategories: [] } },
};

/** The calls sent so far, in order, as "call {params}". */
const sentCalls = () => get.mock.calls.map(([call, params]) => (params ? `${call} ${JSON.stringify(params)}` : call));
const listCall = 'projects {"status":2,"page":1,"resPerPage":50}';

const renderPage = () =>
  renderWithPortal(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProjectsPage />
    </SWRConfig>,
  );

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((call) => Promise.resolve(ANSWERS[call]));
  useSessionStore.setState({ signedIn: true, me: me(), hasApproval: 0, users: [], clients: [], brands: [] });
  sessionStorage.clear();
  window.history.replaceState(null, '', '/projects');
});

describe('preloadProjectsList', () => {
  it('sends the statuses, then the default status’s first page and job numbers before the page renders; the page takes them', async () => {
    preloadProjectsList();
    await waitFor(() => expect(sentCalls()).toHaveLength(3));
    expect(sentCalls()).toEqual(['project-statuses', listCall, 'job-numbers/load-all {"project_status":2}']);

    renderPage();
    expect(await screen.findByText('Spring campaign')).toBeVisible();
    await waitFor(() => expect(sentCalls()).toContain('project-categories {"page":0,"resPerPage":1000}'));
    expect(sentCalls().filter((call) => call.startsWith('projects '))).toEqual([listCall]);
    expect(sentCalls().filter((call) => call === 'project-statuses')).toHaveLength(1);
    expect(sentCalls().filter((call) => call.startsWith('job-numbers/'))).toHaveLength(1);
  });

  it('sends no job numbers for a developer, who does not see that filter', async () => {
    useSessionStore.setState({ me: me({ role: 1 }) });
    preloadProjectsList();
    await waitFor(() => expect(sentCalls()).toEqual(['project-statuses', listCall]));

    renderPage();
    expect(await screen.findByText('Spring campaign')).toBeVisible();
    expect(sentCalls().filter((call) => call.startsWith('projects '))).toEqual([listCall]);
    expect(sentCalls().some((call) => call.startsWith('job-numbers/'))).toBe(false);
  });

  it('leaves a list with stored filters to the page: its query is the page’s to make', () => {
    sessionStorage.setItem(PROJECTS_FILTERS_KEY, JSON.stringify({ title: 'spring' }));
    preloadProjectsList();
    expect(get).not.toHaveBeenCalled();
  });

  it('sends nothing without a session or on the way to another page', () => {
    useSessionStore.setState({ signedIn: false });
    preloadProjectsList();
    useSessionStore.setState({ signedIn: true });
    window.history.replaceState(null, '', '/');
    preloadProjectsList();
    expect(get).not.toHaveBeenCalled();
  });
});
