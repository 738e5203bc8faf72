import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type ProjectHistoryEntry, type ProjectHistoryResponse, useSessionStore } from '@portal/shared';
import { formatDateTime } from '@portal/shared/format';
import { answerGet, apiError, FreshSwrCache, me, projectDetail, renderWithPortal, requestCount, sentQueries } from '@portal/shared/testing';
import { HistoryPanel } from './history-panel';

const HISTORY = 'project-history/42';
const answerHistory = (answer: ProjectHistoryResponse) => answerGet<ProjectHistoryResponse>(HISTORY, answer);

const AT = '2026-11-27T10:42:00Z';
const change = (overrides: Partial<ProjectHistoryEntry>): ProjectHistoryEntry => ({
  id: 1,
  created_at: AT,
  user_id: 1,
  user_name: 'Paula Martin',
  action: 'changed',
  record_type: 'purchase-order',
  record_id: 5,
  record_label: 'PO-4047',
  changes: {},
  details: {},
  ...overrides,
});
const page = (data: ProjectHistoryEntry[], lastPage = 1): ProjectHistoryResponse => ({ data, last_page: lastPage, total: data.length });

function renderPanel() {
  return renderWithPortal(
    <FreshSwrCache>
      <HistoryPanel project={projectDetail({ id: 42 })} />
    </FreshSwrCache>,
  );
}

const sentences = async () => within(await screen.findByRole('list', { name: 'Recorded changes, newest first' })).getAllByRole('listitem');
const when = `(${formatDateTime(AT)})`;

describe('HistoryPanel', () => {
  beforeEach(() => useSessionStore.setState({ me: me() }));

  it('writes each recorded change as a sentence with who and when', async () => {
    answerHistory(
      page([
        change({ id: 1, changes: { value: { from: '150.00', to: '180.00' } } }),
        change({ id: 2, changes: { value: { from: '150.00', to: '180.00' }, invoice_date: { from: null, to: '2026-11-30' } } }),
        change({
          id: 3,
          action: 'issued',
          record_type: 'invoice',
          record_label: 'IDGB 0042',
          details: { po_number: 'PO-4047', value: '1250.5' },
        }),
        change({
          id: 4,
          action: 'reversed',
          record_type: 'invoice',
          record_label: 'IDGB 0042',
          details: { po_number: 'PO-4047', storno_number: 'IDGB 0043' },
        }),
        change({ id: 5, action: 'reset', changes: { invoice_number: { from: 'IDGB 0042', to: null } } }),
        change({
          id: 6,
          action: 'approved',
          record_type: 'timesheet-entry',
          record_label: '#9',
          details: { hours: '8.00', manual_date: '2026-11-12', developer: 'Diana Ionescu' },
        }),
        change({
          id: 7,
          action: 'rejected',
          record_type: 'timesheet-entry',
          record_label: '#10',
          details: { hours: '1.50', manual_date: '2026-11-13', developer: 'Diana Ionescu', feedback: 'Wrong project' },
        }),
        change({
          id: 8,
          user_name: 'Daniel Evans',
          action: 'deleted',
          record_type: 'timesheet-entry',
          record_label: '#11',
          details: { hours: '2.50', manual_date: '2026-11-14', developer: 'Daniel Evans' },
        }),
        change({
          id: 9,
          action: 'created',
          record_type: 'external-expense',
          record_label: 'EXP-9',
          changes: { value: { from: null, to: '420.75' } },
          details: { currency: 'EURO' },
        }),
        change({
          id: 10,
          action: 'file-removed',
          record_type: 'external-expense',
          record_label: 'EXP-9',
          changes: { document_name: { from: 'receipt.pdf', to: null } },
        }),
        change({
          id: 11,
          record_type: 'cost-estimate',
          record_label: '#12',
          changes: { lines: { from: ['Banners: 2.00 piece × 100.00'], to: ['Banners: 3.00 piece × 100.00'] } },
        }),
        change({ id: 12, user_name: null, action: 'deleted', record_label: 'PO-1' }),
      ]),
    );
    renderPanel();
    expect((await sentences()).map((item) => item.textContent)).toEqual([
      `Paula Martin changed the value of PO-4047 from 150.00 to 180.00 ${when}`,
      `Paula Martin changed PO-4047: the value from 150.00 to 180.00; set the invoice date to 30.11.2026 ${when}`,
      `Paula Martin issued invoice IDGB 0042 for PO-4047 (1,250.50) ${when}`,
      `Paula Martin reversed invoice IDGB 0042 of PO-4047 with storno IDGB 0043 ${when}`,
      `Paula Martin reset the invoice data of PO-4047 ${when}`,
      `Paula Martin approved 8.00 h of Diana Ionescu on 12.11.2026 ${when}`,
      `Paula Martin rejected 1.50 h of Diana Ionescu on 13.11.2026: “Wrong project” ${when}`,
      `Daniel Evans deleted 2.50 h of Daniel Evans on 14.11.2026 ${when}`,
      `Paula Martin created expense EXP-9 worth 420.75 EURO ${when}`,
      `Paula Martin removed the document receipt.pdf of expense EXP-9 ${when}`,
      `Paula Martin changed the lines of cost estimate #12 from Banners: 2.00 piece × 100.00 to Banners: 3.00 piece × 100.00 ${when}`,
      `A former user deleted purchase order PO-1 ${when}`,
    ]);
    expect(sentQueries(HISTORY)).toEqual([{ page: '1' }]);
  });

  it('says so while loading and when nothing has been recorded', async () => {
    let answer: (value: ProjectHistoryResponse) => void = () => undefined;
    const answered = new Promise<ProjectHistoryResponse>((resolve) => (answer = resolve));
    answerGet<ProjectHistoryResponse>(HISTORY, () => answered);
    renderPanel();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the history…');
    answer(page([]));
    expect(await screen.findByText('No changes have been recorded for this project yet.')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    answerHistory(page([change({ changes: { value: { from: '1', to: '2' } } })]));
    answerGet(HISTORY, apiError(500, { message: 'Server error' }), { once: true });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('The history could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await sentences()).toHaveLength(1);
  });

  it('pages with the keyboard through the pager', async () => {
    answerGet<ProjectHistoryResponse>(HISTORY, ({ query }) => {
      const n = Number(query.get('page'));
      return page([change({ id: n, record_label: `PO-${n}`, action: 'deleted' })], 2);
    });
    renderPanel();
    expect((await sentences())[0]).toHaveTextContent('deleted purchase order PO-1');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect((await sentences())[0]).toHaveTextContent('deleted purchase order PO-2'));
    expect(sentQueries(HISTORY).at(-1)).toEqual({ page: '2' });
  });

  it('reloads when a panel of the page changes the project', async () => {
    answerHistory(page([]));
    renderPanel();
    await screen.findByText('No changes have been recorded for this project yet.');
    answerHistory(page([change({ changes: { value: { from: '150.00', to: '180.00' } } })]));
    eventBus.emit('project-changed', { projectId: 7, part: 'purchase-orders' });
    eventBus.emit('project-changed', { projectId: 42, part: 'purchase-orders' });
    expect((await sentences())[0]).toHaveTextContent('changed the value of PO-4047 from 150.00 to 180.00');
    expect(requestCount('GET', HISTORY)).toBe(2);
  });

  it('is not there for anyone but a full project manager, and asks nothing', async () => {
    useSessionStore.setState({ me: me({ is_limited_pm: true }) });
    const limited = renderPanel();
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    limited.unmount();
    useSessionStore.setState({ me: me({ role: 1 }) });
    renderPanel();
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(requestCount('GET', HISTORY)).toBe(0);
  });
});
