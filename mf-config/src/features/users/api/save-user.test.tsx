import { act, waitFor } from '@testing-library/react';
import { apiDelete, apiGet, apiPost, apiPut } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { useUsersByRole } from './get-users-by-role';
import { useSaveUser } from './save-user';
import { useToggleUser } from './toggle-user';

jest.mock('@portal/shared', () =>
  jest.requireActual<typeof import('../../../testing/render-page')>('../../../testing/render-page').mockApiClient(),
);
const get = apiGet as jest.Mock;

/** The developers' list (role 4) and the project managers' list (role 3), open at once. */
function useTwoLists() {
  return { save: useSaveUser(), toggle: useToggleUser(), developers: useUsersByRole(4), managers: useUsersByRole(3) };
}

const loads = () =>
  ['users-by-role/4', 'users-by-role/3'].map((path) => get.mock.calls.filter(([called]: [string]) => called === path).length);

async function renderLoaded() {
  const { result } = renderDataHooks(useTwoLists);
  await waitFor(() => expect(loads()).toEqual([1, 1]));
  return result;
}

describe('users mutation hooks', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    get.mockResolvedValue({ data: { users: [] }, totalResults: 0 });
  });

  it('a saved developer reloads the developers, not the other roles', async () => {
    (apiPut as jest.Mock).mockResolvedValue({});
    (apiPost as jest.Mock).mockResolvedValue({});
    const result = await renderLoaded();

    await act(() => result.current.save(4, { name: 'Radu Ene', email: 'radu.ene@agency.test' }, 40));
    expect(apiPut).toHaveBeenCalledWith('users/40', expect.objectContaining({ name: 'Radu Ene' }));
    expect(loads()).toEqual([2, 1]);
  });

  it('an inactivated user reloads every role, since the call does not say which list shows them', async () => {
    (apiDelete as jest.Mock).mockResolvedValue({ data: { id: 40, disabled: true } });
    const result = await renderLoaded();

    await act(() => result.current.toggle(40));
    expect(apiDelete).toHaveBeenCalledWith('users/40');
    expect(loads()).toEqual([2, 2]);
  });
});
