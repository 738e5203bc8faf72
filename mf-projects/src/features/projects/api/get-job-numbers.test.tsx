import { renderHook, waitFor } from '@testing-library/react';
import type { JobNumbersLoadAllResponse } from '@portal/shared';
import { answerGet, FreshSwrCache, renderDataHooks, requestCount, sentRequests } from '@portal/shared/testing';
import { ALL_STATUSES } from '../project-filters';
import { useJobNumbers } from './get-job-numbers';

beforeEach(() => answerGet<JobNumbersLoadAllResponse>('job-numbers/load-all', { data: [{ id: 7, name: 'JN-7' }] }));

/** A moment for a request that should not be made to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('useJobNumbers', () => {
  it('waits for the default status instead of fetching every status meanwhile, then fetches that status', async () => {
    const { result, rerender } = renderHook(({ status }: { status?: number }) => useJobNumbers(status), {
      wrapper: FreshSwrCache,
      initialProps: {},
    });
    expect(result.current.data).toBeUndefined();
    await settle();
    expect(requestCount('GET', /./)).toBe(0);

    rerender({ status: 2 });
    await waitFor(() => expect(result.current.data?.data).toEqual([{ id: 7, name: 'JN-7' }]));
    expect((await sentRequests()).map(({ path, query }) => [path, query])).toEqual([['job-numbers/load-all', { project_status: '2' }]]);
  });

  it('asks for every status when "All statuses" is chosen', async () => {
    renderDataHooks(() => useJobNumbers(ALL_STATUSES));
    await waitFor(() => expect(requestCount('GET', 'job-numbers/load-all')).toBe(1));
    // No project_status at all: every status.
    expect((await sentRequests('GET', 'job-numbers/load-all'))[0].query).toEqual({});
  });

  it('asks nothing for a user who does not see the filter', async () => {
    renderDataHooks(() => useJobNumbers(2, false));
    await settle();
    expect(requestCount('GET', /./)).toBe(0);
  });
});
