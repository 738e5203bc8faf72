import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { apiGet, useSessionStore } from '@portal/shared';
import { me, projectDetail, renderWithPortal } from '@portal/shared/testing';
import { forgetCreatedProjects, rememberCreatedProject } from '../features/projects/created-projects';
import { ProjectsPage } from './projects-page';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());

const get = apiGet as unknown as jest.Mock<Promise<unknown>, [string, Record<string, unknown>?]>;

const listed = projectDetail({ id: 31, title: 'Spring campaign', status_id: 2, status_name: 'Open' });
const created = projectDetail({ id: 77, title: 'Summer launch', status_id: 1, status_name: 'Pending' });

const ANSWERS: Record<string, unknown> = {
  'project-statuses': {
    data: [
      { id: 1, name: 'Pending' },
      { id: 2, name: 'Open' },
    ],
  },
  'job-numbers/load-all': { data: [] },
  'project-types': { data: [], totalResults: 0 },
  'project-categories': { data: { paginatedProjectCategories: [] } },
  'project/77': { project: created },
};

function answer(call: string, params?: Record<string, unknown>) {
  // The default filter (Open) lists only the open project; Pending only the new one.
  if (call === 'projects') {
    const rows = params?.status === 1 ? [created] : [listed];
    return Promise.resolve({ data: { projects: rows }, totalResults: rows.length, is_teamlead: false });
  }
  return Promise.resolve(ANSWERS[call]);
}

const renderPage = () =>
  renderWithPortal(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProjectsPage />
    </SWRConfig>,
  );

const titles = () =>
  within(screen.getByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(answer);
  forgetCreatedProjects();
  useSessionStore.setState({ signedIn: true, me: me(), hasApproval: 0, users: [], clients: [], brands: [] });
  sessionStorage.clear();
});

describe('ProjectsPage', () => {
  it('shows a project created in this tab on top, marked New with its status, though the default filter hides it', async () => {
    rememberCreatedProject(77);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Summer launch' })).toHaveAttribute('href', '/project/77');
    expect(titles()).toEqual(['Summer launch', 'Spring campaign']);
    expect(screen.getByText('New · Pending')).toBeVisible();
    // The list itself is still the default filter's.
    expect(get).toHaveBeenCalledWith('projects', expect.objectContaining({ status: 2 }));
  });

  it('shows only what the filters match once they change', async () => {
    rememberCreatedProject(77);
    const ui = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Summer launch' });
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(titles()).toEqual(['Summer launch']));
    // Listed by the filter now, so not marked.
    expect(screen.queryByText('New · Pending')).not.toBeInTheDocument();
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(titles()).toEqual(['Spring campaign']));
  });

  it('asks for no project of its own when this tab created none', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Spring campaign' })).toBeVisible();
    expect(get.mock.calls.some(([call]) => call.startsWith('project/'))).toBe(false);
  });
});
