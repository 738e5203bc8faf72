import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { apiGet, apiPost, apiPut } from '@portal/shared';
import { entry, renderInPortal, signInAs } from '../../../testing/timesheet-testing';
import { TimesheetEntryForm } from './timesheet-entry-form';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());
const get = apiGet as jest.Mock;

const PROJECTS = [
  { id: 7, title: 'Spring campaign', status_id: 2, type_id: 1, min_te_date: null, is_vacation: false },
  { id: 8, title: 'Retainer hours', status_id: 2, type_id: 2, min_te_date: null, is_vacation: false },
  { id: 10417, title: 'Hogarth support', status_id: 2, type_id: 2, min_te_date: null, is_vacation: false },
  { id: 9, title: 'Vacation', status_id: 2, type_id: 3, min_te_date: null, is_vacation: true },
  { id: 5, title: 'Closed launch', status_id: 3, type_id: 1, min_te_date: null, is_vacation: false },
];
const activity = (id: number, name: string) => ({ id, name, rate: '35', usd_currency: false, disabled: false });

const today = DateTime.now().toFormat('dd.LL.yyyy');
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

/** The field (label, control and message) around a control. */
const fieldOf = (control: HTMLElement) => control.closest<HTMLElement>('.chakra-field__root')!;

describe('TimesheetEntryForm', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    signInAs('developer');
    get.mockImplementation(async (path: string) => {
      if (path === 'ts-projects') return { data: PROJECTS };
      if (path === 'activity-types-by-project-user/7') return { data: [activity(2, 'Front-end Development')] };
      if (path === 'ts/1') return { data: entry({ id: 1, project_id: 7, hours: 3, manual_date: '2026-11-16', overtime: true }) };
      return { data: [activity(2, 'Front-end Development'), activity(5, 'QA Testing')] };
    });
    (apiPost as jest.Mock).mockImplementation(async (_path: string, body: object) => ({ data: entry({ ...body, id: 99 }) }));
    (apiPut as jest.Mock).mockImplementation(async (_path: string, body: object) => ({ data: entry({ ...body, id: 1 }) }));
  });

  it('never suggests closed projects, and preselects the only activity', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByRole('combobox', { name: /Project/ }), 'clo');
    expect(await screen.findByText('No active project matches')).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: /Project/ }));
    await chooseProject(user, 'spr', 'Spring campaign (7)');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Activity/ })).toHaveValue('2'));
  });

  it('requires an MJN on a time and material project, not on 10417, and sends the flags as 0/1', async () => {
    const { user, onClose } = renderForm();
    await chooseProject(user, 'ret', 'Retainer hours (8)');
    await user.type(screen.getByRole('spinbutton', { name: /Hours/ }), '2.5');
    await user.selectOptions(screen.getByRole('combobox', { name: /Activity/ }), 'QA Testing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(fieldOf(screen.getByRole('textbox', { name: /MJN/ }))).findByText('Required')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('combobox', { name: /Project/ }));
    await chooseProject(user, 'hog', 'Hogarth support (10417)');
    await user.selectOptions(screen.getByRole('combobox', { name: /Activity/ }), 'QA Testing');
    await user.click(screen.getByRole('checkbox', { name: 'QA issue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('ts', {
        project_id: 10417,
        activity_type_id: 5,
        hours: 2.5,
        manual_date: DateTime.now().toISODate(),
        extra_request: 0,
        overtime: 0,
        qa_issue: 1,
        details: null,
        mjn: null,
      }),
    );
    expect(await screen.findByText('Timesheet entry has been saved.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says "Required" for hours of 0.1 or more than 100', async () => {
    const { user } = renderForm();
    await chooseProject(user, 'spr', 'Spring campaign (7)');
    const hours = screen.getByRole('spinbutton', { name: /Hours/ });
    for (const typed of ['0.1', '100.5']) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(fieldOf(hours)).findByText('Required')).toBeInTheDocument();
    }
    expect(apiPost).not.toHaveBeenCalled();
    await user.clear(hours);
    await user.type(hours, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('ts', expect.objectContaining({ hours: 100, project_id: 7, activity_type_id: 2 })),
    );
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
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('ts', expect.objectContaining({ project_id: 9, manual_date: tomorrow.toISODate() })),
    );
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
    await waitFor(() =>
      expect(apiPut).toHaveBeenCalledWith('ts/1', expect.objectContaining({ hours: 4, manual_date: '2026-11-16', overtime: 1 })),
    );
  });
});
