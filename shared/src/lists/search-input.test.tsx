import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('waits 300 ms after the last key, then searches once', async () => {
    const onSearch = jest.fn();
    renderWithPortal(<SearchInput value="" onSearch={onSearch} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'design');
    jest.advanceTimersByTime(299);
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['design']]);
  });

  it('fires only from the minimum length, or when emptied', async () => {
    const onSearch = jest.fn();
    function Searching() {
      const [value, setValue] = useState('');
      return <SearchInput value={value} onSearch={(text) => (onSearch(text), setValue(text))} minLength={3} />;
    }
    renderWithPortal(<Searching />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox'), 'ab{Enter}');
    jest.advanceTimersByTime(500);
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox'), 'c{Enter}');
    expect(onSearch.mock.calls).toEqual([['abc']]);
    await user.clear(screen.getByRole('searchbox'));
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch.mock.calls).toEqual([['abc'], ['']]);
  });
});
