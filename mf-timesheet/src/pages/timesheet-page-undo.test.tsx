import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import {
  dismissAllToasts,
  type DayHoursResponse,
  type TimesheetEntryResponse,
  type TimesheetLockResponse,
  type TimesheetProjectsResponse,
  type TimesheetViewBody,
  type WeekResponse,
} from '@portal/shared';
import {
  answerDelete,
  answerGet,
  answerPost,
  apiError,
  chooseRowAction,
  FreshSwrCache,
  noContent,
  renderWithPortal,
  requestCount,
  sentBodies,
} from '@portal/shared/testing';
import { todayIso } from '../features/timesheet-entries/entry-rules';
import { entry, renderInPortal, signInAs, timesheetProject } from '../testing/timesheet-testing';
import { TimesheetPage } from './timesheet-page';

const today = todayIso();
const REMOVED = entry({
  id: 3,
  manual_date: today,
  hours: 6,
  overtime: true,
  qa_issue: true,
  details: 'Landing page',
  mjn: 'MJN-7',
});

function answerWeek(entries = [REMOVED]) {
  answerGet<WeekResponse>('ts-by-week/:week', {
    startDate: today,
    endDate: today,
    weekNo: 47,
    entries: { [today]: { total_hours: entries.reduce((sum, e) => sum + e.hours, 0), timesheet_entries: entries } },
  });
}

describe('TimesheetPage: Undo and ?new=1 (issue 32)', () => {
  beforeEach(() => {
    signInAs('developer');
    answerGet<TimesheetViewBody>('ts-view', { view: 'list' });
    answerGet<TimesheetLockResponse>('timesheet-lock', { data: { locked_until: null, updated_by_name: null, updated_at: null } });
    answerWeek();
  });
  // The toaster outlives a test: each starts with none on screen.
  afterEach(() => act(() => dismissAllToasts()));

  it('offers Undo on the removal toast, which logs the same entry again through POST ts', async () => {
    answerDelete('ts/:id', noContent());
    answerPost<TimesheetEntryResponse>('ts', { data: { ...REMOVED, id: 31 } });
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Spring campaign, 6.00 h', 'Remove');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'DELETE' }));
    const toast = (await screen.findByText('Timesheet entry has been deleted.')).closest<HTMLElement>('[data-testid="toast"]')!;
    const weekLoads = requestCount('GET', /^ts-by-week\//);

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Timesheet entry has been restored.')).toBeInTheDocument();
    expect(await sentBodies('POST', 'ts')).toEqual([
      {
        project_id: 7,
        activity_type_id: 2,
        hours: 6,
        manual_date: today,
        extra_request: 0,
        overtime: 1,
        qa_issue: 1,
        details: 'Landing page',
        mjn: 'MJN-7',
      },
    ]);
    // The week shows it again.
    await waitFor(() => expect(requestCount('GET', /^ts-by-week\//)).toBeGreaterThan(weekLoads));
  });

  it('says why when the server refuses the restored entry', async () => {
    answerDelete('ts/:id', noContent());
    const full = 'No hours are left on this day: one day holds at most 24 hours.';
    answerPost('ts', apiError(422, { message: full, errors: { hours: [full] } }));
    renderInPortal(<TimesheetPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Spring campaign, 6.00 h', 'Remove');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'DELETE' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(screen.queryByText('Timesheet entry has been restored.')).not.toBeInTheDocument();
  });

  it('opens the new-entry dialog when asked with ?new=1 (the command palette), and drops the parameter', async () => {
    answerGet<TimesheetProjectsResponse>('ts-projects', { data: [timesheetProject()] });
    answerGet<DayHoursResponse>('ts-hours-left/:day', { data: { manual_date: today, total_hours: 6, hours_left: 18 } });
    function WhereAmI() {
      const { pathname, search } = useLocation();
      return <output aria-label="Address">{pathname + search}</output>;
    }
    renderWithPortal(
      <FreshSwrCache>
        <TimesheetPage />
        <WhereAmI />
      </FreshSwrCache>,
      { route: '/timesheet?new=1', toasts: true },
    );
    expect(await screen.findByRole('dialog', { name: 'New timesheet entry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/timesheet$/));
  });
});
