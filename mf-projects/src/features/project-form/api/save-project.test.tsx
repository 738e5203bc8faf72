import { act, screen, waitFor } from '@testing-library/react';
import {
  apiErrorStatus,
  eventBus,
  GENERIC_ERROR,
  type HomeFeedResponse,
  type HomeResponse,
  type JobNumbersLoadAllResponse,
  type PostActionResponse,
  type ProjectResponse,
  type ProjectsResponse,
  type ProjectStatsResponse,
  type SaveProjectFields,
  type SaveProjectResponse,
} from '@portal/shared';
import {
  answerGet,
  answerPost,
  apiError,
  projectDetail,
  renderDataHooks,
  renderWithPortal,
  requestCount,
  sentRequests,
} from '@portal/shared/testing';
import { useHome } from '../../dashboard/api/get-home';
import { useHomeFeed } from '../../dashboard/api/get-home-feed';
import { useProjectsStats } from '../../dashboard/api/get-projects-stats';
import { useJobNumbers } from '../../projects/api/get-job-numbers';
import { useProjects } from '../../projects/api/get-projects';
import { ALL_STATUSES } from '../../projects/project-filters';
import { useProject } from './get-project';
import { useSaveProject } from './save-project';

const FIELDS = { title: 'Launch', owner_id: '7' } as SaveProjectFields;
const SHOWN = ['projects', 'project/501', 'job-numbers/load-all', 'projects-stats', 'home', 'home-feed'];
const SAVED: SaveProjectResponse = { data: { id: 501 }, message: 'Saved.' };

/** What the projects page, its filters, the edit form and the home load. */
function useProjectScreens() {
  return {
    save: useSaveProject(),
    projects: useProjects({ page: 1, resPerPage: 50 }),
    project: useProject(501),
    jobNumbers: useJobNumbers(ALL_STATUSES),
    stats: useProjectsStats(),
    home: useHome(),
    feed: useHomeFeed(),
  };
}

const loads = () => SHOWN.map((path) => requestCount('GET', path));

async function renderLoaded() {
  const rendered = renderDataHooks(useProjectScreens);
  await waitFor(() => expect(loads()).toEqual([1, 1, 1, 1, 1, 1]));
  return rendered.result;
}

/** The POST requests sent, as path and body (a multipart form as its fields). */
const posted = async () => (await sentRequests('POST')).map(({ path, body }) => ({ path, body }));

describe('useSaveProject', () => {
  const heard = jest.fn();
  let stopListening: () => void;

  beforeEach(() => {
    heard.mockClear();
    stopListening = eventBus.on('project-saved', heard);
    answerGet<ProjectsResponse>('projects', { data: { projects: [] }, totalResults: 0, is_teamlead: false });
    answerGet<ProjectResponse>('project/501', { project: projectDetail({ id: 501 }) });
    answerGet<JobNumbersLoadAllResponse>('job-numbers/load-all', { data: [] });
    answerGet<ProjectStatsResponse>('projects-stats', {
      data: { wip: 0, wipPast: 0, pending: 0, pendingPast: 0, completed: 0, completedPast: 0 },
    });
    answerGet<HomeResponse>('home', {
      data: { week: null, approval: null, deadlines: null, budget: null, orders: null, developers: null },
    });
    answerGet<HomeFeedResponse>('home-feed', { data: [] });
    answerPost<SaveProjectResponse>('save-project', SAVED);
    answerPost<SaveProjectResponse>('save-project/501', SAVED);
    answerPost<PostActionResponse>('actions', {
      data: {
        id: 1,
        action_type_id: 2,
        created_at: '2026-11-16T08:00:00.000Z',
        message: 'saved {project_title}',
        user_id: 1,
        user_name: 'Paula PM',
        user_avatar: null,
        user_sex: null,
        project: { project_id: 501, project_title: 'Launch', project_deadline: '2026-12-31' },
      },
    });
  });
  afterEach(() => stopListening());

  it('saves, records the activity, reloads what shows projects here, then tells the other areas', async () => {
    const result = await renderLoaded();

    await act(() => result.current.save(FIELDS, 501));
    expect(await posted()).toEqual([
      { path: 'save-project/501', body: { title: 'Launch', owner_id: '7' } },
      { path: 'actions', body: { action_type_id: 2, entity: 'projects', entity_id: 501, targeted_user_id: 7 } },
    ]);
    // Reloaded by the time the save answers.
    expect(loads()).toEqual([2, 2, 2, 2, 2, 2]);
    expect(heard).toHaveBeenCalledWith({ projectId: 501 });
  });

  it('still succeeds when only the activity entry fails, and says so', async () => {
    answerPost('actions', apiError(500, { message: 'actions down' }));
    // The toast outlet, as the shell renders it.
    renderWithPortal(<></>, { toasts: true });
    const result = await renderLoaded();

    await act(async () => expect(await result.current.save(FIELDS)).toEqual(SAVED));
    expect((await posted()).map(({ path }) => path)).toEqual(['save-project', 'actions']);
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
    // Reloaded by the time the save answers.
    expect(loads()).toEqual([2, 2, 2, 2, 2, 2]);
    expect(heard).toHaveBeenCalledWith({ projectId: 501 });
  });

  it('throws a refused save unchanged, recording, reloading and telling nothing', async () => {
    const refusal = { message: 'The title is required.', errors: { title: ['The title is required.'] } };
    answerPost('save-project', apiError(422, refusal));
    const result = await renderLoaded();

    let refused: unknown;
    await act(() =>
      result.current.save(FIELDS).then(
        () => undefined,
        (error: unknown) => void (refused = error),
      ),
    );
    // The client's own failure, for the form to show under its fields.
    expect(apiErrorStatus(refused)).toBe(422);
    // A moment for calls that should not be made to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await posted()).map(({ path }) => path)).toEqual(['save-project']);
    expect(loads()).toEqual([1, 1, 1, 1, 1, 1]);
    expect(heard).not.toHaveBeenCalled();
  });
});
