import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { type JobNumbersLoadAllResponse, type Me, type ProjectsResponse, useSessionStore } from '@portal/shared';
import { answerGet, FreshSwrCache, me, projectDetail, renderWithPortal, requestCount, sentQueries } from '@portal/shared/testing';
import { CommandPalette } from './command-palette';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function renderPalette(session: Partial<Me>, hasApproval = 0) {
  useSessionStore.setState({ signedIn: true, me: me(session), hasApproval });
  renderWithPortal(
    <FreshSwrCache>
      <button type="button">Somewhere on the page</button>
      <CommandPalette />
      <WhereAmI />
    </FreshSwrCache>,
  );
  return userEvent.setup();
}

async function openWith(user: ReturnType<typeof userEvent.setup>, keys: string) {
  await user.keyboard(keys);
  await screen.findByRole('dialog', { name: 'Command palette' });
  // The palette's code loads on first use; the input takes the focus once it is there.
  await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

const SPRING = projectDetail({ id: 7, title: 'Spring campaign', job_numbers: [{ id: 5, name: 'JN-26-00005' }] });
const AUTUMN = projectDetail({ id: 8, title: 'Autumn fair', job_numbers: [{ id: 6, name: 'JN-26-00006' }] });

function answerProjectSearch() {
  answerGet<JobNumbersLoadAllResponse>('job-numbers/load-all', {
    data: [
      { id: 5, name: 'JN-26-00005' },
      { id: 6, name: 'JN-26-00006' },
    ],
  });
  answerGet<ProjectsResponse>('projects', ({ query }) => ({
    data: {
      projects: [SPRING, AUTUMN].filter(
        (project) =>
          (query.get('title') !== null && project.title.toLowerCase().includes(query.get('title')!.toLowerCase())) ||
          (query.get('jn') ?? '').split(',').includes(String(project.job_numbers[0].id)),
      ),
    },
    totalResults: 1,
    is_teamlead: false,
  }));
}

describe('CommandPalette (issue 32)', () => {
  it('opens with Ctrl+K on the pages a developer may open; the arrows move and Enter goes', async () => {
    answerProjectSearch();
    const user = renderPalette({ role: 1 });
    await openWith(user, '{Control>}k{/Control}');
    expect(optionNames()).toEqual(['Dashboard', 'Projects', 'Working places', 'Timesheet', 'New timesheet entry']);

    await user.keyboard('time');
    await waitFor(() => expect(optionNames()).toEqual(['Timesheet', 'New timesheet entry']));
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'New timesheet entry' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    // The timesheet page opens its new-entry dialog when asked with ?new=1.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/timesheet?new=1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the header button too, and goes to the page picked', async () => {
    answerProjectSearch();
    const user = renderPalette({ role: 1 });
    await user.click(screen.getByRole('button', { name: 'Search pages and projects' }));
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    await user.keyboard('work');
    await waitFor(() => expect(optionNames()).toEqual(['Working places']));
    await user.click(screen.getByRole('option', { name: 'Working places' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/user-working-places'));
  });

  it('offers a client PM their pages but no new entry', async () => {
    answerProjectSearch();
    const user = renderPalette({ role: 3 });
    await openWith(user, '{Meta>}k{/Meta}');
    expect(optionNames()).toEqual(['Dashboard', 'Projects', 'Working places', 'Timesheet']);
  });

  it('gives an IT user only the dashboard and the developers page, and never searches projects', async () => {
    const user = renderPalette({ role: 6, is_it: true });
    await openWith(user, '{Control>}k{/Control}');
    expect(optionNames()).toEqual(['Dashboard', 'Configuration: Developers']);
    await user.keyboard('spring');
    await waitFor(() => expect(screen.getByText('Nothing matches')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestCount('GET', 'projects')).toBe(0);
    expect(requestCount('GET', 'job-numbers/load-all')).toBe(0);
  });

  it('gives a full PM configuration and reports, and a limited PM the projects list alone', async () => {
    const user = renderPalette({ role: 2 }, 1);
    answerProjectSearch();
    await openWith(user, '{Control>}k{/Control}');
    const names = optionNames();
    expect(names).toEqual(expect.arrayContaining(['Approval', 'Configuration: Clients', 'Reports: Income', 'New timesheet entry']));
    expect(names).toHaveLength(5 + 14 + 13 + 1);

    act(() => useSessionStore.setState({ me: me({ role: 2, is_limited_pm: true }), hasApproval: 0 }));
    await waitFor(() => expect(optionNames()).toEqual(['Projects']));
  });

  it('finds a project by job number or by title, asking once the typing rests, and opens it with Enter', async () => {
    answerProjectSearch();
    const user = renderPalette({ role: 2 }, 1);
    await openWith(user, '{Control>}k{/Control}');
    await user.keyboard('00006');
    expect(await screen.findByRole('option', { name: 'JN-26-00006 · Autumn fair' })).toBeInTheDocument();
    // One title search and one job-number search for the whole word, not one per keystroke.
    expect(sentQueries('projects')).toEqual([
      { title: '00006', page: '1', resPerPage: '8' },
      { jn: '6', page: '1', resPerPage: '8' },
    ]);
    expect(requestCount('GET', 'job-numbers/load-all')).toBe(1);

    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('spring');
    expect(await screen.findByRole('option', { name: 'JN-26-00005 · Spring campaign' })).toBeInTheDocument();
    await waitFor(() => expect(optionNames()).toEqual(['JN-26-00005 · Spring campaign']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/project/7'));
  });

  it('closes with Escape and gives the focus back where it was', async () => {
    const user = renderPalette({ role: 6, is_it: true });
    const before = screen.getByRole('button', { name: 'Somewhere on the page' });
    before.focus();
    await openWith(user, '{Control>}k{/Control}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(before).toHaveFocus();

    const button = screen.getByRole('button', { name: 'Search pages and projects' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
