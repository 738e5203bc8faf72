import { screen, waitFor } from '@testing-library/react';
import { apiGet, eventBus, type ProjectResourcesResponse, useSessionStore } from '@portal/shared';
import { FreshSwrCache, httpFailure, me, projectDetail, renderWithPortal } from '@portal/shared/testing';
import { ProjectDetailsPage } from './project-details-page';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());
const get = apiGet as jest.Mock;

const RESOURCES: ProjectResourcesResponse = { data: [] };

function renderPage(id = 42) {
  useSessionStore.setState({ me: me() });
  return renderWithPortal(
    <FreshSwrCache>
      <ProjectDetailsPage />
    </FreshSwrCache>,
    { route: `/project/${id}`, path: '/project/:id' },
  );
}

const callsTo = (path: string) => get.mock.calls.filter(([called]) => called === path).length;

describe('ProjectDetailsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    get.mockImplementation(async (path: string) => {
      if (path === 'project/42') return { project: projectDetail() };
      if (path === 'project-resources/42') return RESOURCES;
      if (path === 'project-history/42') return { data: [], last_page: 1, total: 0 };
      throw new Error(`unexpected GET ${path}`);
    });
  });

  it('loads the project once; the panels of areas that cannot load show their own card while the rest works', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Spring campaign', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Assigned resources' })).toBeInTheDocument();
    // No remote runs under jest: each composed slot fails alone, with its own Retry.
    await waitFor(() => expect(screen.getAllByTestId('area-unavailable')).toHaveLength(5));
    expect(screen.getByRole('heading', { name: 'Financial summary is unavailable' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(5);
    expect(callsTo('project/42')).toBe(1);
  });

  it("reloads the project and its resources when the edit form saves it, not for another project's save", async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Assigned resources' });
    await waitFor(() => expect(callsTo('project-resources/42')).toBe(1));
    eventBus.emit('project-saved', { projectId: 7 });
    eventBus.emit('project-saved', { projectId: 42 });
    await waitFor(() => expect(callsTo('project/42')).toBe(2));
    await waitFor(() => expect(callsTo('project-resources/42')).toBe(2));
  });

  it('reloads the resources when a panel (or another user) changed them', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Assigned resources' });
    await waitFor(() => expect(callsTo('project-resources/42')).toBe(1));
    eventBus.emit('project-changed', { projectId: 42, part: 'resources' });
    await waitFor(() => expect(callsTo('project-resources/42')).toBe(2));
  });

  it('goes back to /projects for an unknown project (the e2e reads its toast) and when access is refused', async () => {
    get.mockRejectedValueOnce(httpFailure(404, { message: 'Not found' }));
    const unknown = renderPage(404);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    unknown.unmount();

    get.mockResolvedValueOnce({ project: { id: 43, has_access: false } });
    renderPage(43);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
