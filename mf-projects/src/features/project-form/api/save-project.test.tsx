import { act, waitFor } from '@testing-library/react';
import { apiGet, apiPost, eventBus, reportApiError, type SaveProjectFields } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { useHome } from '../../dashboard/api/get-home';
import { useHomeFeed } from '../../dashboard/api/get-home-feed';
import { useProjectsStats } from '../../dashboard/api/get-projects-stats';
import { useJobNumbers } from '../../projects/api/get-job-numbers';
import { useProjects } from '../../projects/api/get-projects';
import { ALL_STATUSES } from '../../projects/project-filters';
import { useProject } from './get-project';
import { useSaveProject } from './save-project';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  apiGet: jest.fn().mockResolvedValue({}),
  apiPost: jest.fn(),
  reportApiError: jest.fn().mockResolvedValue(undefined),
}));
const get = apiGet as jest.Mock;
const post = apiPost as jest.Mock;

const FIELDS = { title: 'Launch', owner_id: '7' } as SaveProjectFields;
const SHOWN = ['projects', 'project/501', 'job-numbers/load-all', 'projects-stats', 'home', 'home-feed'];

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

const loads = () => SHOWN.map((path) => get.mock.calls.filter(([called]: [string]) => called === path).length);

async function renderLoaded() {
  const rendered = renderDataHooks(useProjectScreens);
  await waitFor(() => expect(loads()).toEqual([1, 1, 1, 1, 1, 1]));
  return rendered.result;
}

describe('useSaveProject', () => {
  const heard = jest.fn();
  let stopListening: () => void;

  beforeEach(() => {
    jest.clearAllMocks();
    stopListening = eventBus.on('project-saved', heard);
  });
  afterEach(() => stopListening());

  it('saves, records the activity, reloads what shows projects here, then tells the other areas', async () => {
    post.mockImplementation((path: string) =>
      Promise.resolve(path === 'actions' ? { data: {} } : { data: { id: 501 }, message: 'Saved.' }),
    );
    const result = await renderLoaded();

    await act(() => result.current.save(FIELDS, 501));
    expect(post).toHaveBeenCalledWith('save-project/501', expect.any(FormData));
    expect(post).toHaveBeenCalledWith('actions', { action_type_id: 2, entity: 'projects', entity_id: 501, targeted_user_id: 7 });
    expect(loads()).toEqual([2, 2, 2, 2, 2, 2]);
    expect(heard).toHaveBeenCalledWith({ projectId: 501 });
  });

  it('still succeeds when only the activity entry fails, and says so', async () => {
    const down = new Error('actions down');
    post.mockImplementation((path: string) =>
      path === 'actions' ? Promise.reject(down) : Promise.resolve({ data: { id: 501 }, message: 'Saved.' }),
    );
    const result = await renderLoaded();

    await act(async () => expect(await result.current.save(FIELDS)).toEqual({ data: { id: 501 }, message: 'Saved.' }));
    expect(post).toHaveBeenCalledWith('save-project', expect.any(FormData));
    expect(reportApiError).toHaveBeenCalledWith(down);
    expect(loads()).toEqual([2, 2, 2, 2, 2, 2]);
    expect(heard).toHaveBeenCalledWith({ projectId: 501 });
  });

  it('throws a refused save unchanged, recording, reloading and telling nothing', async () => {
    const refusal = new Error('Request failed with status code 422');
    post.mockRejectedValue(refusal);
    const result = await renderLoaded();

    await act(() => expect(result.current.save(FIELDS)).rejects.toBe(refusal));
    expect(post).toHaveBeenCalledTimes(1);
    expect(loads()).toEqual([1, 1, 1, 1, 1, 1]);
    expect(heard).not.toHaveBeenCalled();
  });
});
