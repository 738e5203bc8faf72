/** POST read-notification: marks one notification read. */
import { apiPost } from '@portal/shared';

export function postReadNotification(notificationId: number): Promise<unknown> {
  return apiPost('read-notification', { notificationId });
}
