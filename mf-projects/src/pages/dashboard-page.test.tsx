import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Home, type HomeFeedResponse, type HomeResponse, type ProjectStatsResponse, useSessionStore } from '@portal/shared';
import { answerGet, apiError, FreshSwrCache, me, renderWithPortal, sentRequests } from '@portal/shared/testing';
import { DashboardPage } from './dashboard-page';

const NONE: Home = { week: null, approval: null, deadlines: null, budget: null, orders: null, developers: null };
const STATS: ProjectStatsResponse = { data: { wip: 1, wipPast: 1, pending: 1, pendingPast: 1, completed: 1, completedPast: 1 } };

function answer(home: Home) {
  answerGet<HomeResponse>('home', { data: home });
  answerGet<HomeFeedResponse>('home-feed', { data: [] });
  answerGet<ProjectStatsResponse>('projects-stats', STATS);
}

const askedFor = async () => (await sentRequests('GET')).map(({ path }) => path);

const renderPage = () =>
  renderWithPortal(
    <FreshSwrCache>
      <DashboardPage />
    </FreshSwrCache>,
  );

describe('DashboardPage (the personal home)', () => {
  it('shows a loading state, then the cards, the recent changes and the overview for a user who sees projects', async () => {
    useSessionStore.setState({ me: me({ role: 1 }) });
    answer({ ...NONE, approval: { pending: 2, hours: '5.00', oldest_date: '2026-11-20' } });
    renderPage();
    expect(screen.getByText('Loading your cards…')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Waiting for my approval' })).toBeInTheDocument();
    expect(await screen.findByText('No changes on your projects yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects in the last 30 days' })).toBeInTheDocument();
    expect((await askedFor()).sort()).toEqual(['home', 'home-feed', 'projects-stats']);
  });

  it('draws the changes and the overview only once the cards above them are in, so the cards push nothing down', async () => {
    useSessionStore.setState({ me: me({ role: 1 }) });
    let answerCards!: () => void;
    const cardsHeld = new Promise<void>((resolve) => (answerCards = resolve));
    answerGet<HomeResponse>('home', async () => {
      await cardsHeld;
      return { data: { ...NONE, approval: { pending: 2, hours: '5.00', oldest_date: '2026-11-20' } } };
    });
    let statsAnswered!: () => void;
    const statsIn = new Promise<void>((resolve) => (statsAnswered = resolve));
    answerGet<HomeFeedResponse>('home-feed', { data: [] });
    answerGet<ProjectStatsResponse>('projects-stats', () => {
      statsAnswered();
      return STATS;
    });
    renderPage();
    // Every call leaves at once: the sections below wait for the cards' answer, not for their own.
    await waitFor(async () => expect((await askedFor()).sort()).toEqual(['home', 'home-feed', 'projects-stats']));
    await act(() => statsIn);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Loading your cards…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Projects in the last 30 days' })).not.toBeInTheDocument();

    answerCards();
    expect(await screen.findByRole('region', { name: 'Waiting for my approval' })).toBeInTheDocument();
    expect(screen.getByText('No changes on your projects yet.')).toBeInTheDocument();
    expect(within(screen.getByTestId('overview-wip')).getByTestId('current')).toHaveTextContent('1');
  });

  it('shows the IT user their developers only, and asks nothing of the projects they may not see', async () => {
    useSessionStore.setState({ me: me({ role: 6, is_it: true }) });
    answer({ ...NONE, developers: { active: 9, team_leads: 2, without_activity_types: 0, disabled: 0 } });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Developers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Projects in the last 30 days' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent changes' })).not.toBeInTheDocument();
    expect(await askedFor()).toEqual(['home']);
  });

  it('says when the cards could not be loaded and loads them again on Retry', async () => {
    useSessionStore.setState({ me: me({ role: 6, is_it: true }) });
    answerGet('home', apiError(500, { message: 'Server Error' }));
    renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your cards could not be loaded.');
    answer({ ...NONE, developers: { active: 9, team_leads: 2, without_activity_types: 0, disabled: 0 } });
    await userEvent.click(within(failure).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Developers' })).toBeInTheDocument());
  });
});
