import { act, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { renderDataHooks } from '@portal/shared/testing';
import type { SwrKey } from './call-key';
import { useApiMutation } from './use-api-mutation';

describe('useApiMutation', () => {
  const fetcher = jest.fn((key: SwrKey) => Promise.resolve(key.join('/')));

  function useData(save: () => Promise<string>, emit: (answer: string) => void) {
    return {
      mutation: useApiMutation(save, { invalidates: () => [['units', 7]], emit }),
      saved: useSWR(['units', 7, 'page 1'], fetcher),
      other: useSWR(['units', 8], fetcher),
    };
  }

  beforeEach(() => fetcher.mockClear());

  it('reloads the keys the call changed, and only those, before it emits and answers', async () => {
    const order: string[] = [];
    const emit = jest.fn(() => order.push('emitted'));
    const { result } = renderDataHooks(() => useData(() => Promise.resolve('ok'), emit));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    fetcher.mockImplementationOnce((key) => {
      order.push('reloaded');
      return Promise.resolve(key.join('/'));
    });

    await act(async () => expect(await result.current.mutation()).toBe('ok'));
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher).toHaveBeenLastCalledWith(['units', 7, 'page 1']);
    expect(emit).toHaveBeenCalledWith('ok');
    expect(order).toEqual(['reloaded', 'emitted']);
  });

  it('throws a failed call unchanged, reloading nothing and emitting nothing', async () => {
    const refusal = new Error('422');
    const emit = jest.fn();
    const { result } = renderDataHooks(() => useData(() => Promise.reject(refusal), emit));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));

    await act(() => expect(result.current.mutation()).rejects.toBe(refusal));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(emit).not.toHaveBeenCalled();
  });
});
