import { renderHook, waitFor } from '@testing-library/react';
import { apiGet } from '@portal/shared';
import { FreshSwrCache, renderDataHooks } from '@portal/shared/testing';
import { ALL_STATUSES } from '../project-filters';
import { useJobNumbers } from './get-job-numbers';

jest.mock('@portal/shared', () => ({ ...jest.requireActual<object>('@portal/shared'), apiGet: jest.fn() }));
const get = apiGet as jest.Mock;

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue({ data: [{ id: 7, name: 'JN-7' }] });
});

describe('useJobNumbers', () => {
  it('waits for the default status instead of fetching every status meanwhile, then fetches that status', async () => {
    const { result, rerender } = renderHook(({ status }: { status?: number }) => useJobNumbers(status), {
      wrapper: FreshSwrCache,
      initialProps: {},
    });
    expect(result.current.data).toBeUndefined();
    expect(get).not.toHaveBeenCalled();

    rerender({ status: 2 });
    await waitFor(() => expect(result.current.data?.data).toEqual([{ id: 7, name: 'JN-7' }]));
    expect(get.mock.calls).toEqual([['job-numbers/load-all', { project_status: 2 }]]);
  });

  it('asks for every status when "All statuses" is chosen', async () => {
    renderDataHooks(() => useJobNumbers(ALL_STATUSES));
    await waitFor(() => expect(get).toHaveBeenCalledWith('job-numbers/load-all', { project_status: undefined }));
  });

  it('asks nothing for a user who does not see the filter', () => {
    renderDataHooks(() => useJobNumbers(2, false));
    expect(get).not.toHaveBeenCalled();
  });
});
