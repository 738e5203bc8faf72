/**
 * The signed-in frame's error boundaries, with the real header, menu and reminder against MSW
 * answers: a region that cannot render shows its card, and the other regions keep working.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  type CheckUserDataResponse,
  type Me,
  type ProjectsMvpResponse,
  type RunningTimerResponse,
  useSessionStore,
  type WorkingPlacesForwardResponse,
} from '@portal/shared';
import { answerGet, FreshSwrCache, me, renderWithPortal, requestCount } from '@portal/shared/testing';
import { AppLayout } from './app-layout';

const DEVELOPER = me({ id: 2, name: 'Daniel Evans', role: 1 });

function renderLayout(user: Me = DEVELOPER) {
  useSessionStore.setState({ signedIn: true, me: user, hasApproval: 0 });
  renderWithPortal(
    <FreshSwrCache>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<h1>Projects page</h1>} />
        </Route>
      </Routes>
    </FreshSwrCache>,
  );
  return userEvent.setup();
}

describe('AppLayout error boundaries', () => {
  beforeEach(() => {
    answerGet<CheckUserDataResponse>('check-user-data', { has_approval: 0, user_notifications: [] });
    answerGet<RunningTimerResponse>('ts-timer', { data: null });
    answerGet<ProjectsMvpResponse>('projects-mvp', { data: [{ entity_id: 7, project_title: 'Spring_campaign' }] });
    // Working places are set up: the reminder stays quiet.
    answerGet<WorkingPlacesForwardResponse>('uwp-is-three-days-forward', { is_setup_forward_three_days: true });
    // React and the boundary report the throw on the console; the test expects it.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows a recoverable card where the header threw, and keeps the menu and the page working', async () => {
    // A session whose user the header cannot draw: a name that is not text (the avatar's initials throw).
    const user = renderLayout({ ...DEVELOPER, name: 42 as unknown as string });

    const card = await screen.findByRole('region', { name: 'Header: something went wrong' });
    expect(within(card).getByText('Something went wrong')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(card).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: 'Agency portal' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Projects page' })).toBeInTheDocument();
    // jsdom's screen is narrow: the menu unfolds from its button, with the entries and the MVP shortcuts.
    const menu = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(menu).getByRole('button', { name: 'Menu' }));
    expect(within(menu).getByRole('link', { name: 'Timesheet' })).toBeInTheDocument();
    expect(await within(menu).findByRole('link', { name: 'Spring campaign' })).toHaveAttribute('href', '/project/7');
    // The reminder asked, and stays quiet: the working places are set up.
    await waitFor(() => expect(requestCount('GET', 'uwp-is-three-days-forward')).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Still broken: Try again shows the card again rather than a blank header.
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('region', { name: 'Header: something went wrong' })).toBeInTheDocument();

    useSessionStore.setState({ me: DEVELOPER });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Daniel Evans: profile menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agency portal' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('loads the answers again on Try again, so a region that threw on one can recover', async () => {
    // A wide screen: the menu stands beside the page and draws its shortcuts in its first render,
    // from the cached answer, before SWR could load it again on its own.
    const jsdomAnswer = window.matchMedia.bind(window);
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...jsdomAnswer(query), matches: query.includes('min-width') }));
    // A shortcut without a title: the menu cannot draw it.
    answerGet<ProjectsMvpResponse>('projects-mvp', { data: [{ entity_id: 7, project_title: null as unknown as string }] });
    const user = renderLayout();
    const card = await screen.findByRole('region', { name: 'Menu: something went wrong' });
    expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument();

    answerGet<ProjectsMvpResponse>('projects-mvp', { data: [{ entity_id: 7, project_title: 'Spring_campaign' }] });
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    // jsdom applies the narrow screen's styles: the entries show once the menu is unfolded.
    await user.click(within(menu).getByRole('button', { name: 'Menu' }));
    expect(await within(menu).findByRole('link', { name: 'Spring campaign' })).toHaveAttribute('href', '/project/7');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the card where the menu threw, with the header and the page still there', async () => {
    // A browser without media queries: the menu asks one to know whether it stands beside the page.
    const matchMedia = window.matchMedia.bind(window);
    Object.assign(window, { matchMedia: undefined });
    try {
      const user = renderLayout();

      expect(await screen.findByRole('region', { name: 'Menu: something went wrong' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Daniel Evans: profile menu' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Projects page' })).toBeInTheDocument();

      Object.assign(window, { matchMedia });
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      const menu = await screen.findByRole('navigation', { name: 'Main' });
      await user.click(within(menu).getByRole('button', { name: 'Menu' }));
      expect(within(menu).getByRole('link', { name: 'Timesheet' })).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    } finally {
      Object.assign(window, { matchMedia });
    }
  });
});
