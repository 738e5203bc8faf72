import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { TextInputField } from '@portal/shared/fields';
import { renderWithPortal } from '@portal/shared/testing';
import { useReportFilters } from './use-report-filters';
import { ReportFilterBar } from './report-filter-bar';

const DEFAULTS = { startDate: '2026-11-17', endDate: '2026-11-24', title: '' };

function ReportUnderTest() {
  const report = useReportFilters(DEFAULTS);
  const location = useLocation();
  return (
    <>
      <ReportFilterBar report={report} textFilters={['title']} period clearable>
        <TextInputField name="title" label="Title" />
      </ReportFilterBar>
      <output aria-label="URL">{location.search}</output>
      <output aria-label="Query">{JSON.stringify({ ...report.filters, page: report.page })}</output>
      <button onClick={() => report.setPage(3)}>Page 3</button>
      <button onClick={() => report.setFilters({ startDate: '2026-12-01' })}>Start in December</button>
    </>
  );
}

const urlSearch = () => screen.getByLabelText('URL').textContent;
const query = () => JSON.parse(screen.getByLabelText('Query').textContent ?? '{}') as Record<string, unknown>;

describe('ReportFilterBar with useReportFilters', () => {
  it('starts from the defaults and keeps them out of the URL', async () => {
    renderWithPortal(<ReportUnderTest />, { route: '/reports/timesheet' });
    expect(urlSearch()).toBe('');
    expect(query()).toEqual({ ...DEFAULTS, page: 1 });
    // The calendar input arrives in its own chunk.
    expect(await screen.findByRole('textbox', { name: 'Start date' })).toHaveValue('17.11.2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('24.11.2026');
  });

  it('sends a text filter at three characters or emptied, and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ReportUnderTest />, { route: '/reports/timesheet' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(urlSearch()).toBe('?page=3');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ne');
    expect(urlSearch()).toBe('?page=3');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'w');
    await waitFor(() => expect(urlSearch()).toBe('?title=New'));
    expect(query()).toMatchObject({ title: 'New', page: 1 });

    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await waitFor(() => expect(urlSearch()).toBe(''));
  });

  it('reads the filters of a shared link, moves the end with a later start, and clears back to the defaults', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ReportUnderTest />, { route: '/reports/timesheet?title=Brand%20refresh&startDate=2026-11-01' });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Brand refresh');
    expect(query()).toMatchObject({ title: 'Brand refresh', startDate: '2026-11-01', endDate: '2026-11-24' });

    await user.click(screen.getByRole('button', { name: 'Start in December' }));
    expect(query()).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-01' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('01.12.2026'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(urlSearch()).toBe('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(''));
    expect(query()).toEqual({ ...DEFAULTS, page: 1 });
  });
});
