import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ExternalExpense,
  type ExternalExpensesResponse,
  type ListAllCategoriesResponse,
  type MessageResponse,
  useSessionStore,
} from '@portal/shared';
import {
  answerDelete,
  answerGet,
  answerPost,
  chooseRowAction,
  networkError,
  openRowMenu,
  requestCount,
  sentRequests,
  userLookup,
} from '@portal/shared/testing';
import { renderPanel } from '../../../testing/render-panel';
import { EXPENSE_TOASTS, ExternalExpensesSection } from './external-expenses-section';

/** What the API answers a saved expense (api/src/routes/external-expenses). */
type SavedExpense = { data: ExternalExpense; message: string };

const expense = (overrides: Partial<ExternalExpense>): ExternalExpense => ({
  id: 1,
  project_id: 42,
  code: 'EXP-1',
  init_date: '2026-11-02',
  author_id: 7,
  author_name: 'Mark Stone',
  value: '1234.5',
  currency: 'EURO',
  category_id: 3,
  category_title: 'Printing',
  description: 'Brochures',
  document: null,
  document_name: null,
  document_url: null,
  ...overrides,
});

const WITH_DOCUMENT = expense({ id: 1, code: 'EXP-1', document: 'a'.repeat(32) + '.pdf', document_name: 'receipt.pdf' });
const WITHOUT_DOCUMENT = expense({ id: 2, code: 'EXP-2', value: '20', currency: 'USD' });

beforeEach(() => {
  useSessionStore.setState({ users: [userLookup(7, 'Mark Stone', 2), userLookup(9, 'Tom Becker', 2, true)] });
  answerGet<ListAllCategoriesResponse>('list-all-categories', {
    data: [
      { id: 3, title: 'Printing' },
      { id: 5, title: 'Travel' },
    ],
  });
  answerGet<ExternalExpensesResponse>('external-expenses/42', { data: [WITH_DOCUMENT, WITHOUT_DOCUMENT] });
  answerPost<SavedExpense>('external-expenses', { data: WITHOUT_DOCUMENT, message: EXPENSE_TOASTS.saved });
  answerDelete<MessageResponse>('external-expense-file/1', { message: 'ok' });
});

const rowOf = async (code: string) => (await screen.findByRole('cell', { name: code })).closest('tr')!;
const openMenu = async (user: ReturnType<typeof userEvent.setup>, code: string) =>
  within(await openRowMenu(user, code))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('ExternalExpensesSection', () => {
  it('shows each expense with its value, currency and document link', async () => {
    renderPanel(<ExternalExpensesSection projectId={42} />);
    const row = await rowOf('EXP-1');
    expect(within(row).getByText('1,234.50 EURO')).toBeInTheDocument();
    expect(within(row).getByText('02.11.2026')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'receipt.pdf' })).toBeInTheDocument();
    expect(within(await rowOf('EXP-2')).queryByRole('button', { name: /pdf/ })).not.toBeInTheDocument();
    expect(requestCount('GET', 'external-expenses/42')).toBe(1);
  });

  it('offers "Remove file" only where there is a document, and removes it after confirmation', async () => {
    const user = userEvent.setup();
    renderPanel(<ExternalExpensesSection projectId={42} />, 'pm', { toasts: true });
    await rowOf('EXP-2');
    expect(await openMenu(user, 'EXP-2')).toEqual(['Edit', 'Remove']);
    await user.keyboard('{Escape}');
    expect(await openMenu(user, 'EXP-1')).toEqual(['Edit', 'Remove file', 'Remove']);
    await user.keyboard('{Escape}');
    await chooseRowAction(user, 'EXP-1', 'Remove file');
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(requestCount('DELETE', /./)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText(EXPENSE_TOASTS.fileRemoved)).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map(({ path }) => path)).toEqual(['external-expense-file/1']);
  });

  it('requires category, date, value, currency and author before saving', async () => {
    const user = userEvent.setup();
    renderPanel(<ExternalExpensesSection projectId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Add external expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'New external expense' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Currency/ }), 'Select…');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Category, date, value, currency and author; code, description and document are optional.
    expect(await within(dialog).findAllByText('Required')).toHaveLength(5);
    expect(requestCount('POST', /./)).toBe(0);
  });

  it('sends the form as multipart with the chosen document, and says so', async () => {
    const user = userEvent.setup();
    renderPanel(<ExternalExpensesSection projectId={42} />, 'pm', { toasts: true });
    await user.click(await screen.findByRole('button', { name: 'Add external expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'New external expense' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Category/ })).toBeEnabled());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Travel');
    await user.type(within(dialog).getByRole('textbox', { name: /Date/ }), '05.11.2026');
    await user.tab();
    await user.type(within(dialog).getByRole('spinbutton', { name: /Value/ }), '99.9');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Author/ }), 'Mark Stone');
    const file = new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Document'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EXPENSE_TOASTS.saved)).toBeInTheDocument();
    const [sent] = await sentRequests('POST');
    expect(sent.path).toBe('external-expenses');
    expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(sent.body).toEqual({
      project_id: '42',
      category_id: '5',
      init_date: '2026-11-05',
      value: '99.9',
      currency: 'EURO',
      author_id: '7',
      code: '',
      description: '',
      document: { name: 'ticket.pdf', type: 'application/pdf' },
    });
  });

  it('edits an expense with the stored values and keeps the form when the save fails', async () => {
    const user = userEvent.setup();
    answerPost('external-expenses/1', networkError());
    renderPanel(<ExternalExpensesSection projectId={42} />, 'pm', { toasts: true });
    await rowOf('EXP-1');
    await chooseRowAction(user, 'EXP-1', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit external expense' });
    expect(within(dialog).getByText(/Current document: receipt.pdf/)).toBeInTheDocument();
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    expect(code).toHaveValue('EXP-1');
    await user.clear(code);
    await user.type(code, 'EXP-1B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred, please try again later.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('EXP-1B');
    expect((await sentRequests('POST')).map(({ path }) => path)).toEqual(['external-expenses/1']);
  });
});
