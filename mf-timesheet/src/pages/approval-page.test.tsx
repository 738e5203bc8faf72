import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApprovalListResponse, type ApprovalResponse, eventBus, type TimesheetProjectsResponse } from '@portal/shared';
import { answerGet, answerPost, requestCount, sentQueries, sentRequests } from '@portal/shared/testing';
import { entry, renderInPortal, signInAs } from '../testing/timesheet-testing';
import { ApprovalPage } from './approval-page';

const PAGE: ApprovalListResponse = {
  data: [
    entry({ id: 11, user_id: 3, user_name: 'Diana Ionescu', manual_date: '2026-11-16' }),
    entry({ id: 12, user_id: 3, user_name: 'Diana Ionescu', manual_date: '2026-11-17', project_title: 'Winter sale' }),
    entry({ id: 13, user_id: 3, user_name: 'Diana Ionescu', manual_date: '2026-11-18' }),
  ],
  last_page: 2,
  total: 23,
};
const PROJECTS: TimesheetProjectsResponse = {
  data: [
    {
      id: 7,
      title: 'Spring campaign',
      start_date: '2026-01-01',
      status_id: 2,
      type_id: 1,
      mjn: null,
      min_te_date: null,
      is_vacation: false,
    },
  ],
};

const approvalCalls = () => sentQueries('ts-for-approval');
/** The decisions sent, as [path, body] pairs. */
const decisions = async () => (await sentRequests('POST')).map((request) => [request.path, request.body]);

function answerApproval(page: ApprovalListResponse) {
  answerGet<ApprovalListResponse>('ts-for-approval', page);
  answerGet<TimesheetProjectsResponse>('ts-projects', PROJECTS);
  answerPost<ApprovalResponse>('ts-for-approval', { message: 'ok' });
  answerPost<ApprovalResponse>('mass-ts-for-approval', { message: 'ok' });
}
const rowOf = async (date: string) => (await screen.findByRole('checkbox', { name: new RegExp(date) })).closest('tr') as HTMLElement;

describe('ApprovalPage', () => {
  beforeEach(() => {
    signInAs('manager');
    answerApproval(PAGE);
  });

  it('lists the entries with the paging text, asking for 1 January to today', async () => {
    renderInPortal(<ApprovalPage />);
    expect(screen.getByRole('heading', { name: 'Entries for Approval' })).toBeInTheDocument();
    expect(await screen.findByText('Page: 1 / 2 (total: 23)')).toBeInTheDocument();
    expect(await screen.findAllByRole('cell', { name: 'Diana Ionescu' })).toHaveLength(3);
    const [query] = approvalCalls();
    expect(query).toMatchObject({ page: '1', start_date: `${new Date().getFullYear()}-01-01` });
    expect(String(query.end_date)).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('selects rows one by one, all and none, and approves the selection in one call', async () => {
    const user = userEvent.setup();
    renderInPortal(<ApprovalPage />);
    await screen.findByText('Page: 1 / 2 (total: 23)');
    const approveSelected = screen.getByRole('button', { name: 'Approve selected' });
    expect(approveSelected).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject selected' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getAllByRole('checkbox', { name: /^Select / }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unselect all' }));
    expect(screen.getAllByRole('checkbox', { name: /^Select / }).some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(approveSelected).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /16.11.2026/ }));
    await user.click(screen.getByRole('checkbox', { name: /18.11.2026/ }));
    const loads = approvalCalls().length;
    await user.click(approveSelected);
    expect(await screen.findByText('TS Entries were approved.')).toBeInTheDocument();
    expect(await decisions()).toEqual([['mass-ts-for-approval', { teIds: [11, 13], decision: 1, feedbackApprove: null }]]);
    expect(approvalCalls().length).toBeGreaterThan(loads);
  });

  it('approves one row with its own button', async () => {
    const user = userEvent.setup();
    renderInPortal(<ApprovalPage />);
    await screen.findByText('Page: 1 / 2 (total: 23)');
    await user.click(within(await rowOf('17.11.2026')).getByRole('button', { name: /^Approve / }));
    expect(await screen.findByText('TS Entry was approved.')).toBeInTheDocument();
    expect(await decisions()).toEqual([['ts-for-approval', { teId: 12, decision: 1, feedbackApprove: null }]]);
  });

  it("keeps the focus on the row that takes an approved row's place (issue 32)", async () => {
    const user = userEvent.setup();
    renderInPortal(<ApprovalPage />);
    await screen.findByText('Page: 1 / 2 (total: 23)');
    // Once decided, the list comes back without the approved row.
    answerPost<ApprovalResponse>('ts-for-approval', () => {
      answerGet<ApprovalListResponse>('ts-for-approval', { ...PAGE, data: PAGE.data.filter((row) => row.id !== 12), total: 22 });
      return { message: 'ok' };
    });
    await user.click(within(await rowOf('17.11.2026')).getByRole('button', { name: /^Approve / }));
    await screen.findByText('Page: 1 / 2 (total: 22)');
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('button', { name: /^Approve .*18\.11\.2026/ })).toHaveFocus());
  });

  it('rejects a row only with feedback', async () => {
    const user = userEvent.setup();
    renderInPortal(<ApprovalPage />);
    await screen.findByText('Page: 1 / 2 (total: 23)');
    await user.click(within(await rowOf('17.11.2026')).getByRole('button', { name: /^Reject / }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(requestCount('POST', /./)).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), 'Wrong activity');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('TS Entry was rejected.')).toBeInTheDocument();
    expect(await decisions()).toEqual([['ts-for-approval', { teId: 12, decision: 2, feedbackApprove: 'Wrong activity' }]]);
  });

  it('rejects the selection with one feedback', async () => {
    const user = userEvent.setup();
    renderInPortal(<ApprovalPage />);
    await screen.findByText('Page: 1 / 2 (total: 23)');
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 3 entries' });
    await user.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), 'Split per task');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('TS Entries were rejected.')).toBeInTheDocument();
    expect(await decisions()).toEqual([['mass-ts-for-approval', { teIds: [11, 12, 13], decision: 2, feedbackApprove: 'Split per task' }]]);
  });

  it('offers whole project and user names, the 10-character cut only as the tooltip', async () => {
    renderInPortal(<ApprovalPage />);
    await screen.findByText('Page: 1 / 2 (total: 23)');
    const project = await within(screen.getByRole('combobox', { name: 'Project' })).findByRole('option', { name: 'Spring campaign' });
    expect(project).toHaveAttribute('title', 'Spring cam…');
    const user = within(screen.getByRole('combobox', { name: 'User' })).getByRole('option', { name: 'Diana Ionescu' });
    expect(user).toHaveAttribute('title', 'Diana Ione…');
    expect(screen.queryByRole('option', { name: 'Spring cam…' })).not.toBeInTheDocument();
  });

  it('sends filter changes together once they settle', async () => {
    renderInPortal(<ApprovalPage />);
    await screen.findByText('Page: 1 / 2 (total: 23)');
    const project = screen.getByRole('combobox', { name: 'Project' });
    await within(project).findByRole('option', { name: 'Spring campaign' });
    // The test's clock, not the machine's: on busy CI cores two selections could be 300 ms apart in real time.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.selectOptions(project, 'Spring campaign');
      await user.selectOptions(screen.getByRole('combobox', { name: 'User' }), 'Diana Ionescu');
      await waitFor(() => expect(approvalCalls().some((query) => query.user_id === '3' && query.project_id === '7')).toBe(true));
      // The project alone never went out: both changes arrived within the 300 ms.
      expect(approvalCalls().filter((query) => query.project_id === '7' && query.user_id === undefined)).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reloads when the real-time channel says an entry changed', async () => {
    renderInPortal(<ApprovalPage />);
    await screen.findByText('Page: 1 / 2 (total: 23)');
    const loads = approvalCalls().length;
    eventBus.emit('timesheet-changed', { entryId: 12, userId: 3, projectId: 7 });
    await waitFor(() => expect(approvalCalls().length).toBe(loads + 1));
  });
});

describe('ApprovalPage with locked entries', () => {
  beforeEach(() => {
    signInAs('manager');
    answerApproval({ ...PAGE, data: PAGE.data.map((e) => (e.id === 11 ? { ...e, locked: true } : e)) });
  });

  it('offers no decision on a locked entry and leaves it out of Select all', async () => {
    renderInPortal(<ApprovalPage />);
    const locked = await rowOf('16.11.2026');
    expect(within(locked).getByText('Locked: no decision')).toBeInTheDocument();
    expect(within(locked).getByText('Locked')).toBeInTheDocument();
    expect(within(locked).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(within(locked).getByRole('checkbox')).toBeDisabled();
    expect(within(await rowOf('17.11.2026')).getByRole('button', { name: /Approve/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    await waitFor(() => expect(requestCount('POST', 'mass-ts-for-approval')).toBe(1));
    expect(await decisions()).toEqual([['mass-ts-for-approval', { teIds: [12, 13], decision: 1, feedbackApprove: null }]]);
  });
});
