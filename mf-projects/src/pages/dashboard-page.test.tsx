import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, type Home, useSessionStore } from '@portal/shared';
import { FreshSwrCache, httpFailure, me, renderWithPortal } from '@portal/shared/testing';
import { DashboardPage } from './dashboard-page';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('@portal/shared/testing')>('@portal/shared/testing').mockApiClient());
const get = apiGet as jest.Mock;

const NONE: Home = { week: null, approval: null, deadlines: null, budget: null, orders: null, developers: null };
const STATS = { wip: 1, wipPast: 1, pending: 1, pendingPast: 1, completed: 1, completedPast: 1 };

function answer(home: Home) {
  get.mockImplementation((call: string) => {
    if (call === 'home') return Promise.resolve({ data: home });
    if (call === 'home-feed') return Promise.resolve({ data: [] });
    return Promise.resolve({ data: STATS });
  });
}

const renderPage = () =>
  renderWithPortal(
    <FreshSwrCache>
      <DashboardPage />
    </FreshSwrCache>,
  );

describe('DashboardPage (the personal home)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows a loading state, then the cards, the recent changes and the overview for a user who sees projects', async () => {
    useSessionStore.setState({ me: me({ role: 1 }) });
    answer({ ...NONE, approval: { pending: 2, hours: '5.00', oldest_date: '2026-11-20' } });
    renderPage();
    expect(screen.getByText('Loading your cards…')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Waiting for my approval' })).toBeInTheDocument();
    expect(await screen.findByText('No changes on your projects yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects in the last 30 days' })).toBeInTheDocument();
    expect(get.mock.calls.map(([call]: [string]) => call).sort()).toEqual(['home', 'home-feed', 'projects-stats']);
  });

  it('shows the IT user their developers only, and asks nothing of the projects they may not see', async () => {
    useSessionStore.setState({ me: me({ role: 6, is_it: true }) });
    answer({ ...NONE, developers: { active: 9, team_leads: 2, without_activity_types: 0, disabled: 0 } });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Developers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Projects in the last 30 days' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent changes' })).not.toBeInTheDocument();
    expect(get.mock.calls.map(([call]: [string]) => call)).toEqual(['home']);
  });

  it('says when the cards could not be loaded and loads them again on Retry', async () => {
    useSessionStore.setState({ me: me({ role: 6, is_it: true }) });
    get.mockRejectedValueOnce(httpFailure(500, { message: 'Server Error' }));
    renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your cards could not be loaded.');
    answer({ ...NONE, developers: { active: 9, team_leads: 2, without_activity_types: 0, disabled: 0 } });
    await userEvent.click(within(failure).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Developers' })).toBeInTheDocument());
  });
});
