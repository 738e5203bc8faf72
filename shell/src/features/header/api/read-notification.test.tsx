import { act, waitFor } from '@testing-library/react';
import type { CheckUserDataResponse, ReadNotificationResponse, UserNotification } from '@portal/shared';
import { answerGet, answerPost, apiError, renderDataHooks, requestCount, sentBodies } from '@portal/shared/testing';
import { useCheckUserData } from './check-user-data';
import { useReadNotification } from './read-notification';

const notification = (id: number): UserNotification => ({
  id,
  title: `Notification ${id}`,
  message: '',
  link: null,
  created_at: '2026-03-01T10:00:00Z',
});

describe('useReadNotification', () => {
  beforeEach(() => {
    answerGet<CheckUserDataResponse>('check-user-data', { has_approval: 0, user_notifications: [notification(1), notification(2)] });
  });

  function renderBell() {
    return renderDataHooks(() => ({ unread: useCheckUserData(), read: useReadNotification() })).result;
  }

  it('drops the notification from the unread list once the server confirms, without loading the list again', async () => {
    answerPost<ReadNotificationResponse>('read-notification', { success: true });
    const result = renderBell();
    await waitFor(() => expect(result.current.unread.data?.user_notifications).toHaveLength(2));

    await act(() => result.current.read(1));
    expect(await sentBodies('POST', 'read-notification')).toEqual([{ notificationId: 1 }]);
    expect(result.current.unread.data?.user_notifications.map(({ id }) => id)).toEqual([2]);
    expect(requestCount('GET', 'check-user-data')).toBe(1);
  });

  it('keeps the notification when the server refuses', async () => {
    answerPost('read-notification', apiError(500, { message: 'Server Error' }));
    const result = renderBell();
    await waitFor(() => expect(result.current.unread.data?.user_notifications).toHaveLength(2));

    await act(() => expect(result.current.read(1)).rejects.toMatchObject({ name: 'HTTPError', response: { status: 500 } }));
    expect(result.current.unread.data?.user_notifications).toHaveLength(2);
  });
});
