import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import {
  type JobNumbersLoadAllResponse,
  type ProjectCategoriesResponse,
  type ProjectResponse,
  type ProjectsResponse,
  type ProjectStatusesResponse,
  type ProjectTypesResponse,
  useSessionStore,
} from '@portal/shared';
import { answerGet, me, projectDetail, renderWithPortal, requestCount, sentQueries } from '@portal/shared/testing';
import { forgetCreatedProjects, rememberCreatedProject } from '../features/projects/created-projects';
import { ProjectsPage } from './projects-page';

const listed = projectDetail({ id: 31, title: 'Spring campaign', status_id: 2, status_name: 'Open' });
const created = projectDetail({ id: 77, title: 'Summer launch', status_id: 1, status_name: 'Pending' });

/** A moment for requests that should not be made to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

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
  answerGet<ProjectStatusesResponse>('project-statuses', {
    data: [
      { id: 1, name: 'Pending' },
      { id: 2, name: 'Open' },
    ],
  });
  // The default filter (Open) lists only the open project; Pending only the new one.
  answerGet<ProjectsResponse>('projects', ({ query }) => {
    const rows = query.get('status') === '1' ? [created] : [listed];
    return { data: { projects: rows }, totalResults: rows.length, is_teamlead: false };
  });
  answerGet<JobNumbersLoadAllResponse>('job-numbers/load-all', { data: [] });
  answerGet<ProjectTypesResponse>('project-types', { data: [], totalResults: 0 });
  answerGet<ProjectCategoriesResponse>('project-categories', { data: { paginatedProjectCategories: [] }, totalResults: 0 });
  answerGet<ProjectResponse>('project/77', { project: created });
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
    expect(sentQueries('projects')).toEqual([expect.objectContaining({ status: '2' })]);
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
    await settle();
    expect(requestCount('GET', /^project\//)).toBe(0);
  });
});
