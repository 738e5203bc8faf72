import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { ReportsMissingTimesheetResponse } from '@portal/shared';
import { answerGet, FreshSwrCache, renderWithPortal, sentQueries } from '@portal/shared/testing';
import { MissingTimesheetReportPage } from './missing-timesheet-report-page';

beforeEach(() => {
  answerGet<ReportsMissingTimesheetResponse>('reports-missing-timesheet', {
    data: [
      { user_id: 11, user_name: 'Nina Horvat', count_days: 2, missing_days: ['2010-03-03', '2010-03-04'] },
      { user_id: 2, user_name: 'Daniel Evans', count_days: 1, missing_days: ['2010-03-05'] },
    ],
    total_missing_days: 3,
  });
});

describe('MissingTimesheetReportPage', () => {
  it('asks for the last 7 days, totals the days in the title, and lists a developer’s days in Details', async () => {
    const user = userEvent.setup();
    renderWithPortal(
      <FreshSwrCache>
        <MissingTimesheetReportPage />
      </FreshSwrCache>,
      { route: '/reports/missing-timesheet' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Missing timesheet (3 days)' })).toBeInTheDocument();
    const today = DateTime.local();
    expect(sentQueries('reports-missing-timesheet')).toContainEqual({
      startDate: today.minus({ days: 7 }).toISODate(),
      endDate: today.toISODate(),
    });

    await user.click(await screen.findByRole('button', { name: 'Details of Nina Horvat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing days of Nina Horvat' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['03.03.2010', '04.03.2010']);
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
