import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CheckUserDataResponse, type ReadNotificationResponse, type UserNotification, useSessionStore } from '@portal/shared';
import { answerGet, answerPost, FreshSwrCache, me, renderWithPortal, sentBodies } from '@portal/shared/testing';
import { NotificationsPopover } from './notifications-popover';

const notification = (id: number, link: string | null): UserNotification => ({
  id,
  title: `Notification ${id}`,
  message: '<p>Hours <b>approved</b></p>',
  link,
  created_at: '2026-03-01T10:00:00Z',
});

function renderBell() {
  useSessionStore.setState({ signedIn: true, me: me({ name: 'Paula Martin' }) });
  answerGet<CheckUserDataResponse>('check-user-data', {
    has_approval: 0,
    user_notifications: [notification(1, null), notification(2, '/timesheet')],
  });
  renderWithPortal(
    <FreshSwrCache>
      <NotificationsPopover />
    </FreshSwrCache>,
    { route: '/', path: '/' },
  );
  return userEvent.setup();
}

describe('NotificationsPopover', () => {
  it('is the popover trigger from the start, lists the unread notifications when opened, and Escape closes it', async () => {
    const user = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(popover).findByRole('list', { name: 'Unread notifications' });
    expect(
      within(list)
        .getAllByTestId('notification')
        .map((item) => item.querySelector('a, p')?.textContent),
    ).toEqual(['Notification 1', 'Notification 2']);
    expect(bell).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('marks a notification read, and closes when a notification is followed', async () => {
    const user = renderBell();
    answerPost<ReadNotificationResponse>('read-notification', { success: true });
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = (await within(popover).findAllByTestId('notification'))[0];
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument());

    await user.click(within(popover).getByRole('link', { name: 'Notification 2' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(await sentBodies('POST', 'read-notification')).toEqual([{ notificationId: 1 }, { notificationId: 2 }]);
  });
});
