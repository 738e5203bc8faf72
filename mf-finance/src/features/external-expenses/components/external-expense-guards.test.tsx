/** Issue 29 in the external expense form: values the API cannot store, and disabled authors. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ExternalExpense, type ExternalExpensesResponse, type ListAllCategoriesResponse, useSessionStore } from '@portal/shared';
import { answerGet, chooseRowAction, requestCount, userLookup } from '@portal/shared/testing';
import { renderPanel } from '../../../testing/render-panel';
import { TOO_LARGE_MESSAGE } from '../../finance-panel/money-bounds';
import { ExternalExpensesSection } from './external-expenses-section';

const BY_FORMER_COLLEAGUE: ExternalExpense = {
  id: 3,
  project_id: 42,
  code: 'EXP-3',
  init_date: '2026-11-02',
  author_id: 9,
  author_name: 'Tom Becker',
  value: '80',
  currency: 'USD',
  category_id: 3,
  category_title: 'Printing',
  description: null,
  document: null,
  document_name: null,
  document_url: null,
};

beforeEach(() => {
  useSessionStore.setState({ users: [userLookup(7, 'Mark Stone', 2), userLookup(9, 'Tom Becker', 2, true)] });
  answerGet<ListAllCategoriesResponse>('list-all-categories', { data: [{ id: 3, title: 'Printing' }] });
  answerGet<ExternalExpensesResponse>('external-expenses/42', { data: [BY_FORMER_COLLEAGUE] });
});

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the external expense form', () => {
  it('does not offer disabled users as the author, and says a value the column cannot hold is too large', async () => {
    const user = userEvent.setup();
    renderPanel(<ExternalExpensesSection projectId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Add external expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'New external expense' });
    expect(optionsOf(within(dialog).getByRole('combobox', { name: /Author/ }))).toEqual(['Select…', 'Mark Stone']);

    const value = within(dialog).getByRole('spinbutton', { name: /Value/ });
    await user.type(value, '1000000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TOO_LARGE_MESSAGE)).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '999999999999.99');
    await user.tab();
    expect(within(dialog).queryByText(TOO_LARGE_MESSAGE)).not.toBeInTheDocument();
    expect(requestCount('POST', /^external-expenses/)).toBe(0);
  });

  it('still shows the disabled author an edited expense already has', async () => {
    const user = userEvent.setup();
    renderPanel(<ExternalExpensesSection projectId={42} />);
    await screen.findByRole('cell', { name: 'EXP-3' });
    await chooseRowAction(user, 'EXP-3', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit external expense' });
    const author = within(dialog).getByRole('combobox', { name: /Author/ });
    expect(author).toHaveDisplayValue('Tom Becker');
    expect(optionsOf(author)).toEqual(['Select…', 'Mark Stone', 'Tom Becker']);
  });
});
