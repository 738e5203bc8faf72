import { act, waitFor } from '@testing-library/react';
import {
  eventBus,
  type ProjectParentsResponse,
  type ProjectResponse,
  type ProjectsResponse,
  type SetProjectParentResponse,
} from '@portal/shared';
import { answerGet, answerPost, projectDetail, renderDataHooks, requestCount, sentBodies } from '@portal/shared/testing';
import { useProjects } from '../../projects/api/get-projects';
import { useProject } from './get-project';
import { useProjectParents } from './get-project-parents';
import { useSaveProjectParent } from './save-project-parent';

// The projects list, the child's edit form, and the set-parent dialog of another project.
const SHOWN = ['projects', 'project/12', 'project-parents/30'];
const loads = () => SHOWN.map((path) => requestCount('GET', path));

describe('useSaveProjectParent', () => {
  it('links, reloads the list, the project and the parent choices, then tells the other areas', async () => {
    answerGet<ProjectsResponse>('projects', { data: { projects: [] }, totalResults: 0, is_teamlead: false });
    answerGet<ProjectResponse>('project/12', { project: projectDetail({ id: 12 }) });
    answerGet<ProjectParentsResponse>('project-parents/30', { data: [] });
    answerPost<SetProjectParentResponse>('project-parents', { data: { id: 12, parent_id: 20 }, message: 'Saved.' });
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
    expect(await sentBodies('POST', 'project-parents')).toEqual([{ project_id: 12, parent_id: 20 }]);
    expect(loads()).toEqual([2, 2, 2]);
    expect(heard).toHaveBeenCalledWith({ projectId: 12 });
    stopListening();
  });
});
