import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { apiPost, useSessionStore } from '@portal/shared';
import { me, projectDetail, renderWithPortal } from '@portal/shared/testing';
import { SummaryMenu } from './summary-menu';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());

const post = apiPost as unknown as jest.Mock<Promise<unknown>, [string, FormData]>;
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

/** The menu's entries, once it holds the focus (keys before then go to its button). */
async function openMenu(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(screen.getByRole('button', { name: 'Project actions' }));
  const menu = await waitFor(() => {
    const element = document.getElementById(screen.getByRole('button', { name: 'Project actions' }).getAttribute('aria-controls') ?? '');
    expect(element).toContainElement(document.activeElement as HTMLElement);
    return element!;
  });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue({ data: { id: 42, status_id: 2 }, message: "Project's status has been changed." });
});

describe('SummaryMenu on a Pending project', () => {
  it('lets a full project manager open it (status 2), after "Are you sure?"', async () => {
    useSessionStore.setState({ me: me() });
    const ui = renderMenu();
    const labels = await openMenu(ui);
    expect(labels).toContain('Open project');
    await ui.keyboard(`${'{ArrowDown}'.repeat(labels.indexOf('Open project') + 1)}{Enter}`);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Open project' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [call, form] = post.mock.calls[0];
    expect(call).toBe('update-projects-status/42');
    expect(form.get('status_id')).toBe('2');
    expect(await screen.findByText("Project's status has been changed.")).toBeInTheDocument();
  });

  it('does not offer it to a limited project manager, who may still cancel or close it', async () => {
    useSessionStore.setState({ me: me({ is_limited_pm: true }) });
    const labels = await openMenu(renderMenu());
    expect(labels).toEqual(expect.arrayContaining(['Cancel project', 'Close project']));
    expect(labels).not.toContain('Open project');
  });
});
