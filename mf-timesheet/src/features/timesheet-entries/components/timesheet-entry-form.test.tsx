import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import {
  type DayHoursResponse,
  type ProjectActivityTypesResponse,
  type TimesheetEntryResponse,
  type TimesheetLockResponse,
  type TimesheetProject,
  type TimesheetProjectsResponse,
} from '@portal/shared';
import { answerGet, answerPost, answerPut, apiError, requestCount, sentBodies } from '@portal/shared/testing';
import { entry, renderInPortal, signInAs } from '../../../testing/timesheet-testing';
import { TimesheetEntryForm } from './timesheet-entry-form';

const PROJECTS: TimesheetProject[] = [
  { id: 7, title: 'Spring campaign', status_id: 2, type_id: 1, min_te_date: null, start_date: '2025-01-06', is_vacation: false, mjn: null },
  { id: 8, title: 'Retainer hours', status_id: 2, type_id: 2, min_te_date: null, start_date: '2025-01-06', is_vacation: false, mjn: null },
  {
    id: 11,
    title: 'Retainer plus',
    status_id: 2,
    type_id: 2,
    min_te_date: null,
    start_date: '2025-01-06',
    is_vacation: false,
    mjn: 'MJN-4411',
  },
  {
    id: 10417,
    title: 'Hogarth support',
    status_id: 2,
    type_id: 2,
    min_te_date: null,
    start_date: '2024-11-27',
    is_vacation: false,
    mjn: null,
  },
  { id: 9, title: 'Vacation', status_id: 2, type_id: 3, min_te_date: null, start_date: '2024-11-27', is_vacation: true, mjn: null },
  { id: 5, title: 'Closed launch', status_id: 3, type_id: 1, min_te_date: null, start_date: '2025-01-06', is_vacation: false, mjn: null },
];
const activity = (id: number, name: string) => ({ id, name, rate: '35', usd_currency: false, disabled: false });

const today = DateTime.now().toFormat('dd.LL.yyyy');
const todayIso = DateTime.now().toISODate();
/** What GET ts-hours-left answers per day; a day not listed is empty (24 h left). */
let hoursLeft: Record<string, number> = {};
const tomorrow = DateTime.now().plus({ days: 1 });

function renderForm(props: Partial<Parameters<typeof TimesheetEntryForm>[0]> = {}) {
  const onClose = jest.fn();
  renderInPortal(<TimesheetEntryForm open onClose={onClose} {...props} />);
  return { onClose, user: userEvent.setup() };
}

// Three letters: the shared autocomplete drops keystrokes that user-event types faster than it re-renders.
async function chooseProject(user: ReturnType<typeof userEvent.setup>, text: string, option: string) {
  await user.type(await screen.findByRole('combobox', { name: /Project/ }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The bodies sent with `method` to `path`, once one was sent. */
async function sent(method: 'POST' | 'PUT', path: string) {
  await waitFor(() => expect(requestCount(method, path)).toBeGreaterThan(0));
  return sentBodies(method, path);
}

/** The field (label, control and message) around a control. */
const fieldOf = (control: HTMLElement) => control.closest<HTMLElement>('.chakra-field__root')!;

describe('TimesheetEntryForm', () => {
  beforeEach(() => {
    signInAs('developer');
    hoursLeft = {};
    answerGet<TimesheetProjectsResponse>('ts-projects', { data: PROJECTS });
    answerGet<TimesheetLockResponse>('timesheet-lock', { data: { locked_until: null, updated_by_name: null, updated_at: null } });
    answerGet<DayHoursResponse>('ts-hours-left/:day', ({ params }) => {
      const day = String(params.day);
      const left = hoursLeft[day] ?? 24;
      return { data: { manual_date: day, total_hours: 24 - left, hours_left: left } };
    });
    answerGet<ProjectActivityTypesResponse>('activity-types-by-project-user/:id', {
      data: [activity(2, 'Front-end Development'), activity(5, 'QA Testing')],
    });
    answerGet<ProjectActivityTypesResponse>('activity-types-by-project-user/7', { data: [activity(2, 'Front-end Development')] });
    answerGet<TimesheetEntryResponse>('ts/1', {
      data: entry({ id: 1, project_id: 7, hours: 3, manual_date: '2026-11-16', overtime: true }),
    });
    answerPost<TimesheetEntryResponse>('ts', { data: entry({ id: 99 }) });
    answerPut<TimesheetEntryResponse>('ts/1', { data: entry({ id: 1 }) });
  });

  it('never suggests closed projects, and preselects the only activity', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByRole('combobox', { name: /Project/ }), 'clo');
    expect(await screen.findByText('No active project matches')).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: /Project/ }));
    await chooseProject(user, 'spr', 'Spring campaign (7)');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Activity/ })).toHaveValue('2'));
  });

  it("fills the MJN from the project's own and says that it is required there (issue 32)", async () => {
    const { user } = renderForm();
    await chooseProject(user, 'plus', 'Retainer plus (11)');
    const mjn = screen.getByRole('textbox', { name: /MJN/ });
    await waitFor(() => expect(mjn).toHaveValue('MJN-4411'));
    expect(within(fieldOf(mjn)).getByText('Required on time and material projects')).toBeInTheDocument();
  });

  it('requires an MJN on a time and material project, not on 10417, and sends the flags as 0/1', async () => {
    const { user, onClose } = renderForm();
    await chooseProject(user, 'ret', 'Retainer hours (8)');
    await user.type(screen.getByRole('spinbutton', { name: /Hours/ }), '2.5');
    await user.selectOptions(screen.getByRole('combobox', { name: /Activity/ }), 'QA Testing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(fieldOf(screen.getByRole('textbox', { name: /MJN/ }))).findByText('Required: a time and material project needs its MJN'),
    ).toBeInTheDocument();
    expect(requestCount('POST', /./)).toBe(0);

    await user.clear(screen.getByRole('combobox', { name: /Project/ }));
    await chooseProject(user, 'hog', 'Hogarth support (10417)');
    await user.selectOptions(screen.getByRole('combobox', { name: /Activity/ }), 'QA Testing');
    await user.click(screen.getByRole('checkbox', { name: 'QA issue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent('POST', 'ts')).toEqual([
      {
        project_id: 10417,
        activity_type_id: 5,
        hours: 2.5,
        manual_date: DateTime.now().toISODate(),
        extra_request: 0,
        overtime: 0,
        qa_issue: 1,
        details: null,
        mjn: null,
      },
    ]);
    expect(await screen.findByText('Timesheet entry has been saved.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says "Required" for hours of 0.1 or more than 100, and takes up to what the day holds', async () => {
    const { user } = renderForm();
    await chooseProject(user, 'spr', 'Spring campaign (7)');
    const hours = screen.getByRole('spinbutton', { name: /Hours/ });
    for (const typed of ['0.1', '100.5']) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(fieldOf(hours)).findByText('Required')).toBeInTheDocument();
    }
    expect(requestCount('POST', /./)).toBe(0);
    await user.clear(hours);
    await user.type(hours, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(hours)).findByText('Only 24 h are left on this day: one day holds at most 24 hours.')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent('POST', 'ts')).toEqual([expect.objectContaining({ hours: 24, project_id: 7, activity_type_id: 2 })]);
  });

  it('offers no future day in the picker, except on the vacation project', async () => {
    const { user } = renderForm();
    await chooseProject(user, 'spr', 'Spring campaign (7)');
    await user.type(screen.getByRole('spinbutton', { name: /Hours/ }), '8');
    const date = screen.getByRole('textbox', { name: /Date/ });
    expect(date).toHaveValue(today);
    const tomorrowCell = (calendar: HTMLElement) =>
      within(calendar).queryByRole('gridcell', { name: new RegExp(tomorrow.toFormat('LLLL d')) }) ?? null;
    await user.click(date);
    const calendar = await screen.findByRole('dialog', { name: 'Choose Date' });
    // Tomorrow may fall on next month's page of the calendar: then it is not shown, or shown disabled.
    const cell = tomorrowCell(calendar);
    if (tomorrow.hasSame(DateTime.now(), 'month')) expect(cell).toHaveAttribute('aria-disabled', 'true');
    else expect(cell === null || cell.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.keyboard('{Escape}');

    await user.clear(screen.getByRole('combobox', { name: /Project/ }));
    await chooseProject(user, 'vac', 'Vacation (9)');
    await user.selectOptions(screen.getByRole('combobox', { name: /Activity/ }), 'QA Testing');
    // The first click put the calendar's own input in the plain field's place.
    const pickerDate = screen.getByRole('textbox', { name: /Date/ });
    await user.clear(pickerDate);
    await user.type(pickerDate, tomorrow.toFormat('dd.LL.yyyy'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent('POST', 'ts')).toEqual([expect.objectContaining({ project_id: 9, manual_date: tomorrow.toISODate() })]);
  });

  it('edits an entry with its date locked', async () => {
    const { user } = renderForm({ entryId: 1 });
    const date = await screen.findByRole('textbox', { name: /Date/ });
    expect(date).toHaveValue('16.11.2026');
    expect(date).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Overtime' })).toBeChecked();
    const hours = screen.getByRole('spinbutton', { name: /Hours/ });
    await user.clear(hours);
    await user.type(hours, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent('PUT', 'ts/1')).toEqual([expect.objectContaining({ hours: 4, manual_date: '2026-11-16', overtime: 1 })]);
  });

  it('reads "1,5" and "1:30" as 1.5 hours, says so under the field, and saves 1.5', async () => {
    const { user } = renderForm();
    await chooseProject(user, 'spr', 'Spring campaign (7)');
    const hours = screen.getByRole('spinbutton', { name: /Hours/ });
    await user.type(hours, '1,5');
    expect(within(fieldOf(hours)).getByText('= 1.5 h (1 h 30 min)')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-valuenow', '1.5');
    await user.clear(hours);
    await user.type(hours, '1:30');
    expect(within(fieldOf(hours)).getByText('= 1.5 h (1 h 30 min)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent('POST', 'ts')).toEqual([expect.objectContaining({ hours: 1.5, project_id: 7 })]);
  });

  it('refuses what it cannot read, and more than two decimals, before saving', async () => {
    const { user } = renderForm();
    const hours = await screen.findByRole('spinbutton', { name: /Hours/ });
    for (const [typed, message] of [
      ['1.5.2', 'Type the hours as 1.5, 1,5 or 1:30'],
      ['0.104', 'At most 2 decimals, e.g. 1.25'],
    ]) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(fieldOf(hours)).findByText(message)).toBeInTheDocument();
    }
    expect(requestCount('POST', /./)).toBe(0);
  });

  it('steps by a quarter hour with the arrow keys', async () => {
    const { user } = renderForm();
    const hours = await screen.findByRole('spinbutton', { name: /Hours/ });
    await user.type(hours, '1.1');
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue('1.25');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(hours).toHaveValue('1.75');
    await user.keyboard('{ArrowDown}');
    expect(hours).toHaveValue('1.5');
  });

  it("shows the hours left on the entry's day and refuses more before saving", async () => {
    hoursLeft = { [todayIso]: 6 };
    const { user } = renderForm();
    await chooseProject(user, 'spr', 'Spring campaign (7)');
    const hours = screen.getByRole('spinbutton', { name: /Hours/ });
    const field = fieldOf(hours);
    expect(await within(field).findByText('6 h left on this day')).toBeInTheDocument();
    await user.type(hours, '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(field).findByText('Only 6 h are left on this day: one day holds at most 24 hours.')).toBeInTheDocument();
    expect(requestCount('POST', /./)).toBe(0);

    // A save that another one beat to the last hours: the server's message shows under Hours.
    answerPost(
      'ts',
      apiError(422, {
        message: 'Only 2 h are left on this day: one day holds at most 24 hours.',
        errors: { hours: ['Only 2 h are left on this day: one day holds at most 24 hours.'] },
      }),
      { once: true },
    );
    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(field).findByText('Only 2 h are left on this day: one day holds at most 24 hours.')).toBeInTheDocument();
  });

  it("frees the edited entry's own hours in what is left", async () => {
    hoursLeft = { '2026-11-16': 1 };
    const { user } = renderForm({ entryId: 1 });
    const hours = await screen.findByRole('spinbutton', { name: /Hours/ });
    expect(hours).toHaveValue('3');
    const field = fieldOf(hours);
    expect(await within(field).findByText('4 h left on this day')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '4,25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(field).findByText('Only 4 h are left on this day: one day holds at most 24 hours.')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent('PUT', 'ts/1')).toEqual([expect.objectContaining({ hours: 4 })]);
  });
});
