import { screen, within } from '@testing-library/react';
import type { HomeFeedEvent } from '@portal/shared';
import { formatDateTime } from '@portal/shared/format';
import { renderWithPortal } from '@portal/shared/testing';
import { ChangeFeed } from './change-feed';

const AT = '2026-11-27T10:42:00Z';
const event = (overrides: Partial<HomeFeedEvent>): HomeFeedEvent => ({
  id: 1,
  created_at: AT,
  user_id: 1,
  user_name: 'Paula Martin',
  user_avatar: null,
  project_id: 42,
  project_title: 'Website relaunch',
  action: 'changed',
  record_type: 'project',
  record_label: 'Website relaunch',
  changes: {},
  details: {},
  ...overrides,
});

describe('ChangeFeed', () => {
  it('says what changed, dates as DD.MM.YYYY, with the project linked and the time', () => {
    renderWithPortal(
      <ChangeFeed
        events={[
          event({ id: 3, changes: { deadline: { from: '2027-03-28', to: '2027-04-05' } } }),
          event({ id: 2, changes: { status_name: { from: 'Pending', to: 'WIP' } } }),
          event({ id: 1, action: 'created', user_name: null, project_title: 'A'.repeat(60), record_label: 'A'.repeat(60) }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Recent changes' })).getAllByTestId('activity-event');
    expect(items[0]).toHaveTextContent('Paula Martin changed the deadline of Website relaunch from 28.03.2027 to 05.04.2027');
    expect(within(items[0]).getByRole('link', { name: 'Website relaunch' })).toHaveAttribute('href', '/project/42');
    expect(within(items[0]).getByText(formatDateTime(AT))).toHaveAttribute('datetime', AT);
    expect(items[1]).toHaveTextContent('Paula Martin changed the status of Website relaunch from Pending to WIP');
    expect(items[2]).toHaveTextContent(`A former user created project ${'A'.repeat(50)}…`);
  });

  it("names the project of a money record's change after the sentence", () => {
    renderWithPortal(
      <ChangeFeed
        events={[event({ record_type: 'purchase-order', record_label: 'PO-4047', changes: { value: { from: '150.00', to: '180.00' } } })]}
      />,
    );
    const item = screen.getByTestId('activity-event');
    expect(item).toHaveTextContent('Paula Martin changed the value of PO-4047 from 150.00 to 180.00 on Website relaunch');
    expect(within(item).getByRole('link', { name: 'Website relaunch' })).toHaveAttribute('href', '/project/42');
  });

  it('says so when nothing changed yet', () => {
    renderWithPortal(<ChangeFeed events={[]} />);
    expect(screen.getByText('No changes on your projects yet.')).toBeInTheDocument();
  });
});
