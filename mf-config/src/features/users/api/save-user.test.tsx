import { act, waitFor } from '@testing-library/react';
import type { ConfigUser, MessageResponse, SaveResponse, UsersByRoleResponse, UserToggleResponse } from '@portal/shared';
import {
  answerDelete,
  answerGet,
  answerPost,
  answerPut,
  renderDataHooks,
  requestCount,
  sentBodies,
  sentRequests,
} from '@portal/shared/testing';
import { useUsersByRole } from './get-users-by-role';
import { useSaveUser } from './save-user';
import { useToggleUser } from './toggle-user';

/** The developers' list (role 4) and the project managers' list (role 3), open at once. */
function useTwoLists() {
  return { save: useSaveUser(), toggle: useToggleUser(), developers: useUsersByRole(4), managers: useUsersByRole(3) };
}

const loads = () => ['users-by-role/4', 'users-by-role/3'].map((path) => requestCount('GET', path));

const RADU: ConfigUser = {
  id: 40,
  name: 'Radu Ene',
  email: 'radu.ene@agency.test',
  phone: null,
  role: 4,
  location_id: 1,
  location: 'Bucharest office',
  is_limited_pm: false,
  is_teamlead: false,
  disabled: false,
  UserActivities: [],
  UserProjectCategories: [],
};

async function renderLoaded() {
  const { result } = renderDataHooks(useTwoLists);
  await waitFor(() => expect(loads()).toEqual([1, 1]));
  return result;
}

describe('users mutation hooks', () => {
  beforeEach(() => answerGet<UsersByRoleResponse>('users-by-role/:role', { data: { users: [] }, totalResults: 0 }));

  it('a saved developer reloads the developers, not the other roles', async () => {
    answerPut<SaveResponse<ConfigUser>>('users/:id', { data: RADU, message: 'User has been saved.' });
    answerPost<MessageResponse>('user-activity-types', { message: "User's activity types have been saved." });
    const result = await renderLoaded();

    await act(() => result.current.save(4, { name: 'Radu Ene', email: 'radu.ene@agency.test' }, 40));
    expect(await sentBodies('PUT', 'users/40')).toEqual([expect.objectContaining({ name: 'Radu Ene' })]);
    expect(loads()).toEqual([2, 1]);
  });

  it('an inactivated user reloads every role, since the call does not say which list shows them', async () => {
    answerDelete<UserToggleResponse>('users/:id', { data: { ...RADU, disabled: true }, message: 'User has been inactivated.' });
    const result = await renderLoaded();

    await act(() => result.current.toggle(40));
    expect((await sentRequests('DELETE')).map((request) => request.path)).toEqual(['users/40']);
    expect(loads()).toEqual([2, 2]);
  });
});
