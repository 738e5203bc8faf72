import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { type UpdateProjectStatusResponse, useSessionStore } from '@portal/shared';
import {
  answerPost,
  chooseMenuItem,
  me,
  openMenu,
  projectDetail,
  renderWithPortal,
  requestCount,
  sentRequests,
} from '@portal/shared/testing';
import { SummaryMenu } from './summary-menu';

const pending = projectDetail({ id: 42, status_id: 1, status_name: 'Pending' });

function renderMenu() {
  renderWithPortal(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SummaryMenu project={pending} />
    </SWRConfig>,
    { toasts: true },
  );
  return userEvent.setup();
}

/** The menu and its entries, once it holds the focus. */
async function openSummaryMenu(ui: ReturnType<typeof userEvent.setup>) {
  const menu = await openMenu(ui, 'Project actions');
  const labels = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  return { menu, labels };
}

beforeEach(() => {
  answerPost<UpdateProjectStatusResponse>('update-projects-status/42', {
    data: { id: 42, status_id: 2 },
    message: "Project's status has been changed.",
  });
});

describe('SummaryMenu on a Pending project', () => {
  it('lets a full project manager open it (status 2), after "Are you sure?"', async () => {
    useSessionStore.setState({ me: me() });
    const ui = renderMenu();
    const { menu, labels } = await openSummaryMenu(ui);
    expect(labels).toContain('Open project');
    await chooseMenuItem(ui, menu, 'Open project');
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(requestCount('POST', /./)).toBe(0);
    await ui.click(within(dialog).getByRole('button', { name: 'Open project' }));
    expect(await screen.findByText("Project's status has been changed.")).toBeInTheDocument();
    const sent = await sentRequests('POST');
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([{ path: 'update-projects-status/42', body: { status_id: '2' } }]);
    expect(sent[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
  });

  it('does not offer it to a limited project manager, who may still cancel or close it', async () => {
    useSessionStore.setState({ me: me({ is_limited_pm: true }) });
    const { labels } = await openSummaryMenu(renderMenu());
    expect(labels).toEqual(expect.arrayContaining(['Cancel project', 'Close project']));
    expect(labels).not.toContain('Open project');
  });
});
