/**
 * POST read-notification: marks one notification read. useReadNotification then drops it from
 * the unread list in the cache: the server has confirmed, so nothing needs reloading.
 */
import { useSWRConfig } from 'swr';
import { apiPost, type CheckUserDataResponse } from '@portal/shared';
import { checkUserDataKey } from './check-user-data';

export function postReadNotification(notificationId: number): Promise<unknown> {
  return apiPost('read-notification', { notificationId });
}

export function useReadNotification() {
  const { mutate } = useSWRConfig();
  return async (notificationId: number) => {
    await postReadNotification(notificationId);
    await mutate<CheckUserDataResponse>(
      checkUserDataKey(),
      (current) => current && { ...current, user_notifications: current.user_notifications.filter(({ id }) => id !== notificationId) },
      { revalidate: false },
    );
  };
}
