import { screen, waitFor } from '@testing-library/react';
import {
  eventBus,
  type ProjectHistoryResponse,
  type ProjectResourcesResponse,
  type ProjectResponse,
  useSessionStore,
} from '@portal/shared';
import { answerGet, apiError, FreshSwrCache, me, projectDetail, renderWithPortal, requestCount } from '@portal/shared/testing';
import { ProjectDetailsPage } from './project-details-page';

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

const callsTo = (path: string) => requestCount('GET', path);

describe('ProjectDetailsPage', () => {
  beforeEach(() => {
    answerGet<ProjectResponse>('project/42', { project: projectDetail() });
    answerGet<ProjectResourcesResponse>('project-resources/42', RESOURCES);
    answerGet<ProjectHistoryResponse>('project-history/42', { data: [], last_page: 1, total: 0 });
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
    answerGet('project/404', apiError(404, { message: 'Not found' }));
    const unknown = renderPage(404);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    unknown.unmount();

    answerGet<ProjectResponse>('project/43', { project: { id: 43, has_access: false } });
    renderPage(43);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
