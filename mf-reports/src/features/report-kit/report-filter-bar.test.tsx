import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { SavedView, SavedViewSaved, SavedViewsResponse } from '@portal/shared';
import { TextInputField } from '@portal/shared/fields';
import {
  answerDelete,
  answerGet,
  answerPost,
  apiError,
  FreshSwrCache,
  renderWithPortal,
  sentBodies,
  sentQueries,
  sentRequests,
} from '@portal/shared/testing';
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

describe('saved views of a report', () => {
  const NOVEMBER: SavedView = {
    id: 1,
    list: '/reports/timesheet',
    name: 'November, New',
    filters: { startDate: '2026-11-01', endDate: '2026-11-30', title: 'New' },
    created_at: '2026-11-20T10:00:00.000Z',
  };

  /** The API's views of the user, kept across the test's calls as the server would. */
  function serveViews(initial: SavedView[]) {
    let views = [...initial];
    answerGet<SavedViewsResponse>('saved-views', () => ({ data: views }));
    answerPost<SavedViewSaved>('saved-views', async ({ request }) => {
      const input = (await request.json()) as Pick<SavedView, 'list' | 'name' | 'filters'>;
      const view = { ...input, id: 2, created_at: '2026-11-28T10:00:00.000Z' };
      views = [...views, view];
      return { data: view, message: `The view "${view.name}" has been saved.` };
    });
    answerDelete<{ message: string }>('saved-views/:id', ({ params }) => {
      views = views.filter((view) => view.id !== Number(params.id));
      return { message: 'The view has been deleted.' };
    });
  }

  const renderReport = (route: string) =>
    renderWithPortal(
      <FreshSwrCache>
        <ReportUnderTest />
      </FreshSwrCache>,
      { route, toasts: true },
    );

  it("applies a saved view: the report's filters become exactly the saved ones", async () => {
    serveViews([NOVEMBER]);
    const user = userEvent.setup();
    renderReport('/reports/timesheet?title=Brand%20refresh&page=2');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'November, New' }));

    await waitFor(() => expect(urlSearch()).toBe('?startDate=2026-11-01&endDate=2026-11-30&title=New'));
    expect(query()).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', title: 'New', page: 1 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('New'));
    expect(sentQueries('saved-views')).toEqual([{ list: '/reports/timesheet' }]);
  });

  it('saves the current filters under a name, says so, and lists the view', async () => {
    serveViews([]);
    const user = userEvent.setup();
    renderReport('/reports/timesheet?title=Brand%20refresh&startDate=2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText('No saved views yet.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'View name' }), 'Brand work');
    await user.click(screen.getByRole('button', { name: 'Save view' }));

    expect(await screen.findByText('The view "Brand work" has been saved.')).toBeVisible();
    expect(await sentBodies('POST', 'saved-views')).toEqual([
      {
        list: '/reports/timesheet',
        name: 'Brand work',
        filters: { startDate: '2026-11-01', endDate: '2026-11-24', title: 'Brand refresh' },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Brand work' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'View name' })).toHaveValue('');
  });

  it("shows the API's refusal under the name, and saves nothing without a name", async () => {
    serveViews([]);
    answerPost(
      'saved-views',
      apiError(422, { message: 'Too many', errors: { name: ['You can keep at most 50 views of one list: delete one first.'] } }),
    );
    const user = userEvent.setup();
    renderReport('/reports/timesheet');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    expect(await screen.findByText('The name field is required.')).toBeVisible();
    expect(await sentRequests('POST', 'saved-views')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'View name' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(await screen.findByText('You can keep at most 50 views of one list: delete one first.')).toBeVisible();
  });

  it('deletes a view, which leaves the menu', async () => {
    serveViews([NOVEMBER]);
    const user = userEvent.setup();
    renderReport('/reports/timesheet');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const views = await screen.findByRole('list', { name: 'Saved views' });
    await user.click(within(views).getByRole('button', { name: 'Delete view November, New' }));

    expect(await screen.findByText('The view has been deleted.')).toBeVisible();
    expect((await sentRequests('DELETE')).map((request) => request.path)).toEqual(['saved-views/1']);
    expect(await screen.findByText('No saved views yet.')).toBeVisible();
    expect(urlSearch()).toBe('');
  });
});
