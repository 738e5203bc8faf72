import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimesheetLock, TimesheetLockResponse, TimesheetLockSaveResponse } from '@portal/shared';
import { answerGet, answerPut, apiError, requestCount, sentBodies } from '@portal/shared/testing';
import { renderPage } from '../testing/render-page';
import { TimesheetLockPage } from './timesheet-lock-page';

const LOCK: TimesheetLock = { locked_until: '2026-09-30', updated_by_name: 'Paula Martin', updated_at: '2026-10-01T08:00:00Z' };

describe('TimesheetLockPage', () => {
  it('shows the lock and who set it, and saves a new day', async () => {
    answerGet<TimesheetLockResponse>('timesheet-lock', { data: LOCK });
    answerPut<TimesheetLockSaveResponse>('timesheet-lock', {
      data: { ...LOCK, locked_until: '2026-10-31' },
      message: 'The timesheet lock has been saved.',
    });
    renderPage(<TimesheetLockPage />);
    expect(await screen.findByText('30.09.2026')).toBeInTheDocument();
    expect(screen.getByText(/set by Paula Martin/)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Timesheet locked until/ });
    expect(field).toHaveValue('30.09.2026');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '31.10.2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The timesheet lock has been saved.')).toBeInTheDocument();
    expect(await sentBodies('PUT', 'timesheet-lock')).toEqual([{ locked_until: '2026-10-31' }]);
    expect(requestCount('GET', 'timesheet-lock')).toBeGreaterThan(0);
  });

  it('unlocks with an emptied date, and keeps a refusal under the field', async () => {
    answerGet<TimesheetLockResponse>('timesheet-lock', { data: LOCK });
    answerPut<TimesheetLockSaveResponse>('timesheet-lock', {
      data: { ...LOCK, locked_until: null },
      message: 'The timesheet lock has been saved.',
    });
    answerPut(
      'timesheet-lock',
      apiError(422, {
        message: 'The timesheet cannot be locked beyond today.',
        errors: { locked_until: ['The timesheet cannot be locked beyond today.'] },
      }),
      { once: true },
    );
    renderPage(<TimesheetLockPage />);
    const field = await screen.findByRole('textbox', { name: /Timesheet locked until/ });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '01.01.2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The timesheet cannot be locked beyond today.')).toBeInTheDocument();
    await user.clear(field);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestCount('PUT', 'timesheet-lock')).toBe(2));
    expect((await sentBodies('PUT', 'timesheet-lock')).at(-1)).toEqual({ locked_until: null });
  });

  it('says when nothing is locked', async () => {
    answerGet<TimesheetLockResponse>('timesheet-lock', { data: { locked_until: null, updated_by_name: null, updated_at: null } });
    renderPage(<TimesheetLockPage />);
    expect(await screen.findByText('The timesheet is not locked.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
