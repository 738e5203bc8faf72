import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, screenIsPhone } from '@portal/shared/testing';
import { type Column, DataTable } from './data-table';

type Order = { id: number; number: string; client: string; value: string; status: string; selected: boolean };
const ORDERS: Order[] = [
  { id: 1, number: 'PO-2026-0042', client: 'Hogarth', value: '1,200.00', status: 'Invoiced', selected: false },
  { id: 2, number: 'PO-2026-0043', client: 'Acme', value: '80.00', status: 'Open', selected: true },
];

function renderOrders(columns: Column<Order>[], onEdit = jest.fn<void, [Order]>()) {
  renderWithPortal(
    <DataTable
      label="Purchase orders"
      columns={columns}
      rows={ORDERS}
      rowKey={(order) => order.id}
      rowLabel={(order) => order.number}
      rowActions={(order) => [{ label: 'Edit', onSelect: () => onEdit(order) }]}
    />,
  );
  return onEdit;
}

const COLUMNS: Column<Order>[] = [
  { key: 'number', header: 'Number', nowrap: true },
  { key: 'client', header: 'Client' },
  { key: 'value', header: 'Value', align: 'end' },
  { key: 'status', header: 'Status' },
];

/** A card's figures as "label: value". */
const figuresOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('DataTable', () => {
  it('is a table wider than a phone, its job numbers on one line', () => {
    renderOrders(COLUMNS);
    const table = screen.getByRole('table', { name: 'Purchase orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'PO-2026-0042' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(table).getByRole('button', { name: 'Actions for PO-2026-0043' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(() => {
      screenIsPhone();
    });
    afterEach(() => jest.restoreAllMocks());

    it('shows each row as a card: the first column as its title, the next two as figures, and its menu', async () => {
      const onEdit = renderOrders(COLUMNS);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Purchase orders' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent(/^PO-2026-0042/);
      expect(figuresOf(cards[0])).toEqual(['Client: Hogarth', 'Value: 1,200.00']);
      expect(cards[0]).not.toHaveTextContent('Invoiced');

      const user = userEvent.setup();
      await user.click(within(cards[1]).getByRole('button', { name: 'Actions for PO-2026-0043' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      expect(onEdit).toHaveBeenCalledWith(ORDERS[1]);
    });

    it('places the columns where they say: a control before the title, figures, buttons below; the rest left out', () => {
      renderOrders([
        {
          key: 'selected',
          header: 'Select',
          phone: 'lead',
          cell: (order) => <input type="checkbox" aria-label={`Select ${order.number}`} />,
        },
        { key: 'client', header: 'Client' },
        { key: 'number', header: 'Number', phone: 'title' },
        { key: 'status', header: 'Status', phone: 'figure' },
        { key: 'decide', header: 'Decision', phone: 'footer', cell: (order) => <button type="button">Approve {order.number}</button> },
      ]);
      const [first] = within(screen.getByRole('list', { name: 'Purchase orders' })).getAllByRole('listitem');
      expect(within(first).getByRole('checkbox', { name: 'Select PO-2026-0042' })).toBeInTheDocument();
      expect(figuresOf(first)).toEqual(['Status: Invoiced']);
      expect(first).not.toHaveTextContent('Hogarth');
      expect(within(first).getByRole('button', { name: 'Approve PO-2026-0042' })).toBeInTheDocument();
    });
  });
});
