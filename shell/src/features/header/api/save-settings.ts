/** POST settings: the user's theme, restored at the next sign-in. */
import { apiPost, type SettingsResponse, type Theme } from '@portal/shared';

export function postSettings(theme: Theme): Promise<SettingsResponse> {
  return apiPost<SettingsResponse>('settings', { theme });
}
