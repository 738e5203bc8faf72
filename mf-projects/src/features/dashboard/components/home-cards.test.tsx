import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Home } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { HomeCards } from './home-cards';

const NONE: Home = { week: null, approval: null, deadlines: null, budget: null, orders: null, developers: null };

const developer: Home = {
  ...NONE,
  week: { start_date: '2026-11-23', end_date: '2026-11-29', hours: '20.50', capacity: '40.00', missing_days: ['2026-11-24', '2026-11-25'] },
  approval: { pending: 3, hours: '12.00', oldest_date: '2026-11-16' },
  deadlines: {
    total: 7,
    projects: [
      { project_id: 11, project_title: 'Website relaunch', deadline: '2026-11-25', status_id: 2, days_left: -2 },
      { project_id: 12, project_title: 'Catalogue shoot', deadline: '2026-12-05', status_id: 1, days_left: 8 },
    ],
  },
};

const card = (name: string) => screen.getByRole('region', { name });

describe('HomeCards', () => {
  it("shows a developer's week against capacity, the missing days by date, and links to the page that resolves each card", () => {
    renderWithPortal(<HomeCards home={developer} />);
    const week = card('My hours this week');
    expect(within(week).getByTestId('home-week-hours')).toHaveTextContent('20.50 h of 40.00 h');
    expect(within(week).getByText('23.11.2026 – 29.11.2026')).toBeInTheDocument();
    expect(within(week).getByTestId('home-week-missing')).toHaveTextContent('2 days under 8 h: Tue 24.11.2026, Wed 25.11.2026');
    expect(within(week).getByRole('link', { name: 'Log the missing days' })).toHaveAttribute('href', '/timesheet');

    const approval = card('Waiting for my approval');
    expect(within(approval).getByTestId('home-approval-pending')).toHaveTextContent('3 entries');
    expect(within(approval).getByText('12.00 h, the oldest from 16.11.2026')).toBeInTheDocument();
    expect(within(approval).getByRole('link', { name: 'Decide them' })).toHaveAttribute('href', '/approval');

    const deadlines = within(card('My deadlines')).getAllByTestId('home-deadline');
    expect(deadlines[0]).toHaveTextContent('Website relaunch25.11.2026 · 2 days overdue');
    expect(within(deadlines[0]).getByRole('link', { name: 'Website relaunch' })).toHaveAttribute('href', '/project/11');
    expect(deadlines[1]).toHaveTextContent('05.12.2026 · in 8 days');
    expect(within(card('My deadlines')).getByText('and 5 more')).toBeInTheDocument();

    // A role's cards only: no money, no developers.
    expect(screen.queryByRole('region', { name: 'Budget burn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Developers' })).not.toBeInTheDocument();
  });

  it("shows a PM's budget burn and uninvoiced orders by project, marking what is over budget", () => {
    renderWithPortal(
      <HomeCards
        home={{
          ...NONE,
          budget: [
            {
              project_id: 21,
              project_title: 'Spring campaign',
              planned_hours: '100.00',
              logged_hours: '120.00',
              estimate: '5000.00',
              cost: '3000.50',
            },
            {
              project_id: 22,
              project_title: 'Autumn fair',
              planned_hours: '0.00',
              logged_hours: '12.75',
              estimate: '0.00',
              cost: '470.00',
            },
          ],
          orders: { total: 4, projects: [{ project_id: 21, project_title: 'Spring campaign', orders: 3, value: '12500.00' }] },
        }}
      />,
    );
    const [burn, unplanned] = within(card('Budget burn')).getAllByTestId('home-burn');
    expect(within(burn).getByRole('link', { name: 'Spring campaign' })).toHaveAttribute('href', '/project/21');
    expect(within(burn).getByTestId('home-burn-hours')).toHaveTextContent('120.00 of 100.00 h logged');
    expect(within(burn).getByTestId('home-burn-cost')).toHaveTextContent('cost 3,000.50 EURO of 5,000.00 EURO estimated');
    // Nothing planned or estimated is said in words, not as a budget of 0.00.
    expect(within(unplanned).getByTestId('home-burn-hours')).toHaveTextContent('12.75 h logged, no resource hours planned');
    expect(within(unplanned).getByTestId('home-burn-cost')).toHaveTextContent('cost 470.00 EURO, no approved estimate');
    const orders = card('Orders without invoices');
    expect(within(orders).getByTestId('home-orders-total')).toHaveTextContent('4 orders');
    expect(within(orders).getByTestId('home-order')).toHaveTextContent('Spring campaign3 · 12,500.00 EURO');
  });

  it('shows the IT user their developers, never zeros of projects, and a keyboard reaches the link', async () => {
    renderWithPortal(<HomeCards home={{ ...NONE, developers: { active: 12, team_leads: 3, without_activity_types: 2, disabled: 1 } }} />);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const developers = card('Developers');
    expect(within(developers).getByTestId('home-developers-active')).toHaveTextContent('12 active');
    expect(within(developers).getByTestId('home-developers-detail')).toHaveTextContent('3 team leads · 1 inactive');
    expect(within(developers).getByTestId('home-developers-bare')).toHaveTextContent(
      '2 developers have no activity type and cannot log time.',
    );
    await userEvent.tab();
    expect(within(developers).getByRole('link', { name: 'Manage developers' })).toHaveFocus();
    expect(within(developers).getByRole('link', { name: 'Manage developers' })).toHaveAttribute('href', '/config/developers');
  });

  it('says what is empty instead of showing zeros', () => {
    renderWithPortal(
      <HomeCards
        home={{
          ...NONE,
          week: { start_date: '2026-11-23', end_date: '2026-11-29', hours: '16.00', capacity: '40.00', missing_days: [] },
          approval: { pending: 0, hours: '0.00', oldest_date: null },
          deadlines: { total: 0, projects: [] },
        }}
      />,
    );
    expect(within(card('My hours this week')).getByText('No missing days so far.')).toBeInTheDocument();
    expect(within(card('My hours this week')).getByRole('link', { name: 'Open my timesheet' })).toBeInTheDocument();
    expect(within(card('Waiting for my approval')).getByText('Nothing waits for your decision.')).toBeInTheDocument();
    expect(within(card('My deadlines')).getByText('No deadline in the next 30 days.')).toBeInTheDocument();
  });

  it('says so when a role has no card at all', () => {
    renderWithPortal(<HomeCards home={NONE} />);
    expect(screen.getByText('Nothing needs you right now.')).toBeInTheDocument();
  });
});
