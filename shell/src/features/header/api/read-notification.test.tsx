import { act, waitFor } from '@testing-library/react';
import { apiGet, apiPost } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { useCheckUserData } from './check-user-data';
import { useReadNotification } from './read-notification';

jest.mock('@portal/shared', () => ({ ...jest.requireActual<object>('@portal/shared'), apiGet: jest.fn(), apiPost: jest.fn() }));

const notification = (id: number) => ({ id, title: `Notification ${id}`, message: '', link: null, created_at: '2026-03-01T10:00:00Z' });

describe('useReadNotification', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    (apiGet as jest.Mock).mockResolvedValue({ has_approval: 0, user_notifications: [notification(1), notification(2)] });
  });

  function renderBell() {
    return renderDataHooks(() => ({ unread: useCheckUserData(), read: useReadNotification() })).result;
  }

  it('drops the notification from the unread list once the server confirms, without loading the list again', async () => {
    (apiPost as jest.Mock).mockResolvedValue({});
    const result = renderBell();
    await waitFor(() => expect(result.current.unread.data?.user_notifications).toHaveLength(2));

    await act(() => result.current.read(1));
    expect(apiPost).toHaveBeenCalledWith('read-notification', { notificationId: 1 });
    expect(result.current.unread.data?.user_notifications.map(({ id }) => id)).toEqual([2]);
    expect(apiGet).toHaveBeenCalledTimes(1);
  });

  it('keeps the notification when the server refuses', async () => {
    const down = new Error('down');
    (apiPost as jest.Mock).mockRejectedValue(down);
    const result = renderBell();
    await waitFor(() => expect(result.current.unread.data?.user_notifications).toHaveLength(2));

    await act(() => expect(result.current.read(1)).rejects.toBe(down));
    expect(result.current.unread.data?.user_notifications).toHaveLength(2);
  });
});
