import { screen, waitFor, within } from '@testing-library/react';
import type { ActivityEvent } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { ActivityFeed, FIRST_EVENTS } from './activity-feed';

const event = (id: number, action_type_id: ActivityEvent['action_type_id'], title: string): ActivityEvent => ({
  id,
  action_type_id,
  created_at: '2026-11-20T09:30:00Z',
  message: 'updated project #{project_id} {project_title}',
  user_id: 1,
  user_name: 'Paula Martin',
  user_avatar: null,
  user_sex: 'female',
  project: { project_id: 100 + id, project_title: title, project_deadline: '2026-12-01' },
});

describe('ActivityFeed', () => {
  it('shows only saves and status changes, each linking to its project', () => {
    renderWithPortal(
      <ActivityFeed
        events={[event(1, 2, 'Catalogue shoot'), event(2, 1, 'Created only'), event(3, 3, 'A'.repeat(60)), event(4, 4, 'Signed in')]}
      />,
    );
    const rows = screen.getAllByTestId('activity-event');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Catalogue shoot' })).toHaveAttribute('href', '/project/101');
    expect(within(rows[0]).getByText(/updated project #101/)).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link')).toHaveTextContent(`${'A'.repeat(50)}…`);
  });

  it('shows a long feed whole, its first events with the page and the rest after it is painted', async () => {
    const events = Array.from({ length: FIRST_EVENTS + 12 }, (_, index) => event(index + 1, 2, `Project ${index + 1}`));
    renderWithPortal(<ActivityFeed events={events} />);
    const list = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByTestId('activity-event')).toHaveLength(FIRST_EVENTS);
    expect(list).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(list).getAllByTestId('activity-event')).toHaveLength(events.length));
    expect(list).not.toHaveAttribute('aria-busy');
    expect(within(list).getAllByRole('link').at(-1)).toHaveTextContent(`Project ${events.length}`);
  });

  it('says so when there is nothing to show', () => {
    renderWithPortal(<ActivityFeed events={[event(1, 1, 'Created only')]} />);
    expect(screen.getByText('No recent activity.')).toBeInTheDocument();
  });
});
