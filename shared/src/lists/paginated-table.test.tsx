import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { renderWithPortal } from '@portal/shared/testing';
import { PaginatedTable } from './paginated-table';
import { pageWindow } from './pager';
import { type ListQuery, usePagedList } from './use-paged-list';

type Unit = { id: number; name: string };
const ALL: Unit[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Unit ${String(index + 1).padStart(2, '0')}` }));

/** A fake call that pages and searches like the API does. */
const load = jest.fn(async ({ page, resPerPage, searchString }: ListQuery) => {
  const matching = ALL.filter((unit) => !searchString || unit.name.toLowerCase().includes(searchString.toLowerCase()));
  return { rows: matching.slice((page - 1) * resPerPage, page * resPerPage), total: matching.length };
});

function UnitsList({ onEdit = () => {} }: { onEdit?: (unit: Unit) => void }) {
  const list = usePagedList({ key: ['units'], load });
  return (
    <PaginatedTable
      label="Units"
      list={list}
      searchable
      columns={[
        { key: 'name', header: 'Name' },
        { key: 'id', header: 'Number', cell: (unit) => `#${unit.id}` },
      ]}
      rowKey={(unit) => unit.id}
      rowLabel={(unit) => unit.name}
      rowActions={(unit) => [
        { label: 'Edit', onSelect: () => onEdit(unit) },
        unit.id === 1 && { label: 'Remove', onSelect: () => {}, danger: true },
      ]}
      emptyMessage="No units yet."
    />
  );
}

function renderList(ui = <UnitsList />) {
  return renderWithPortal(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('PaginatedTable with usePagedList', () => {
  beforeEach(() => load.mockClear());

  it('shows the first page of 10, the paging text, and moves between pages', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Unit 01')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText('Page: 1 / 3 (total: 25)')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ page: 1, resPerPage: 10, searchString: undefined });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Unit 21')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Unit 21', 'Unit 22', 'Unit 23', 'Unit 24', 'Unit 25']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Unit 11')).toBeInTheDocument();
    expect(screen.getByText('Page: 2 / 3 (total: 25)')).toBeInTheDocument();
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    renderList();
    const user = userEvent.setup();
    await screen.findByText('Unit 01');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Unit 11');

    await user.type(screen.getByRole('searchbox', { name: 'Search units' }), 'unit 2');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ page: 1, resPerPage: 10, searchString: 'unit 2' }));
    // One call for the whole word, not one per keystroke.
    expect(load.mock.calls.filter(([query]) => query.searchString)).toHaveLength(1);
    await waitFor(() => expect(rowNames()).toEqual(['Unit 20', 'Unit 21', 'Unit 22', 'Unit 23', 'Unit 24', 'Unit 25']));

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zebra{Enter}');
    expect(await screen.findByText('Nothing matches “zebra”.')).toBeInTheDocument();
    expect(screen.queryByText(/^Page:/)).not.toBeInTheDocument();
  });

  it('says the list is empty', async () => {
    load.mockResolvedValueOnce({ rows: [], total: 0 });
    renderList();
    expect(await screen.findByText('No units yet.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    load.mockRejectedValueOnce(new Error('down'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Unit 01')).toBeInTheDocument();
  });

  it('offers each row its actions in a menu, by keyboard too', async () => {
    const onEdit = jest.fn();
    renderList(<UnitsList onEdit={onEdit} />);
    const user = userEvent.setup();
    await screen.findByText('Unit 01');
    screen.getByRole('button', { name: 'Actions for Unit 02' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit']);
    // Opening by keyboard highlights the first item and takes the focus once the menu has settled; Enter picks the highlighted one.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('data-highlighted'));
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith(ALL[1]));
  });

  it('goes back to the last page when the page it shows no longer exists', async () => {
    function Harness() {
      const [total, setTotal] = useState(25);
      const list = usePagedList({
        key: ['shrinking', total],
        load: async ({ page }) => ({ rows: page > Math.ceil(total / 10) ? [] : [{ id: page, name: `Page ${page} row` }], total }),
      });
      return (
        <>
          <button onClick={() => setTotal(20)}>shrink</button>
          <PaginatedTable label="Rows" list={list} columns={[{ key: 'name', header: 'Name' }]} rowKey={(row) => row.id} />
        </>
      );
    }
    renderList(<Harness />);
    const user = userEvent.setup();
    await screen.findByText('Page 1 row');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Page 3 row');
    await user.click(screen.getByRole('button', { name: 'shrink' }));
    expect(await screen.findByText('Page 2 row')).toBeInTheDocument();
  });
});

describe('pageWindow', () => {
  it('shows the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
    // A gap of a single page shows that page instead of "…".
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
