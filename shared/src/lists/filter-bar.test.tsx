import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, screenIsPhone } from '@portal/shared/testing';
import { changedFilterCount, FilterBar } from './filter-bar';

function Bar() {
  return (
    <FilterBar label="Filters" activeCount={2} actions={<button type="button">Views</button>}>
      <label>
        Client
        <input />
      </label>
      <label>
        Brand
        <input />
      </label>
    </FilterBar>
  );
}

describe('FilterBar', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every field at once on a wide screen, with no fold button', () => {
    screenIsPhone(false);
    renderWithPortal(<Bar />);
    expect(screen.getByRole('group', { name: 'Filters' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Client' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Brand' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Views' })).toBeVisible();
  });

  it('folds the fields behind "Filters (n)" on a phone, the actions still in view, and unfolds them on a press', async () => {
    screenIsPhone();
    const user = userEvent.setup();
    renderWithPortal(<Bar />);
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Client' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Views' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Client' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Brand' })).toBeVisible();

    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'Client' })).toBeNull();
  });
});

describe('changedFilterCount', () => {
  it('counts the filters away from their defaults; an emptied text or list is no filter', () => {
    expect(changedFilterCount({ status: 2, title: '', jobNumbers: [], clientId: undefined })).toBe(1);
    expect(
      changedFilterCount(
        { startDate: '2026-01-01', endDate: '2026-11-28', userId: '4' },
        { startDate: '2026-01-01', endDate: '2026-11-28', userId: '' },
      ),
    ).toBe(1);
    expect(changedFilterCount({ jobNumbers: [3, 4] }, {})).toBe(1);
  });
});
