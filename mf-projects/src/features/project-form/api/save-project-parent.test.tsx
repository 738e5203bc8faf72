import { act, waitFor } from '@testing-library/react';
import { apiGet, apiPost, eventBus } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { useProjects } from '../../projects/api/get-projects';
import { useProject } from './get-project';
import { useProjectParents } from './get-project-parents';
import { useSaveProjectParent } from './save-project-parent';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  apiGet: jest.fn().mockResolvedValue({}),
  apiPost: jest.fn(),
}));
const get = apiGet as jest.Mock;
const post = apiPost as jest.Mock;

// The projects list, the child's edit form, and the set-parent dialog of another project.
const SHOWN = ['projects', 'project/12', 'project-parents/30'];
const loads = () => SHOWN.map((path) => get.mock.calls.filter(([called]: [string]) => called === path).length);

describe('useSaveProjectParent', () => {
  it('links, reloads the list, the project and the parent choices, then tells the other areas', async () => {
    post.mockResolvedValue({ data: { id: 12, parent_id: 20 }, message: 'Saved.' });
    const heard = jest.fn();
    const stopListening = eventBus.on('project-saved', heard);
    const { result } = renderDataHooks(() => ({
      save: useSaveProjectParent(),
      projects: useProjects({ page: 1, resPerPage: 50 }),
      project: useProject(12),
      parents: useProjectParents(30),
    }));
    await waitFor(() => expect(loads()).toEqual([1, 1, 1]));

    await act(() => result.current.save({ project_id: 12, parent_id: 20 }));
    expect(post).toHaveBeenCalledWith('project-parents', { project_id: 12, parent_id: 20 });
    expect(loads()).toEqual([2, 2, 2]);
    expect(heard).toHaveBeenCalledWith({ projectId: 12 });
    stopListening();
  });
});
