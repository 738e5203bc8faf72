/**
 * Sign-in, password recovery, the shared lookups and the header's calls (document 1, section 7).
 */
import type { IsoDateTime } from './common';

/** Session roles (document 1, section 1). The users administration calls the developer 4; see docs/roles.md. */
export type SessionRole = 1 | 2 | 3 | 6;
export type Theme = 'theme-light' | 'theme-dark';
export type Sex = 'male' | 'female';

/** The signed-in user as the session keeps it. */
export type Me = {
  id: number;
  name: string;
  email: string;
  role: SessionRole;
  sex: Sex | null;
  /** Absolute URL of the avatar image, or null for the default one. */
  avatar: string | null;
  is_limited_pm: boolean;
  is_it: boolean;
  theme: Theme;
};

/** A user in the shared lookup; `role` is the users-administration role (2, 3, 4 or 6). */
export type UserLookup = {
  id: number;
  name: string;
  role: number;
  disabled: boolean;
  is_limited_pm: boolean;
  avatar: string | null;
  sex: Sex | null;
};
export type ClientLookup = { id: number; name: string; disabled: boolean };
export type BusinessUnitRef = { id: number; name: string };
export type BrandLookup = { id: number; name: string; business_units: BusinessUnitRef[] };

export type SharedLookups = {
  users: UserLookup[];
  clients: ClientLookup[];
  brands: BrandLookup[];
};

export type LoginRequest = { email: string; password: string };
export type LoginResponse = { data: SharedLookups & { token: string; me: Me } };

/** `section` limits the answer to one lookup (users, clients or brands); `me` always comes back. */
export type UpdateUserStoreQuery = { section?: 'users' | 'clients' | 'brands' };
export type UpdateUserStoreResponse = { data: Partial<SharedLookups> & { me: Me } };

export type PasswordCreateRequest = { email: string };
/**
 * POST password/create answers this for every well-formed address, with an account or not
 * (issue 30: the answer must not tell which addresses exist).
 */
export const PASSWORD_LINK_SENT_MESSAGE = 'If an account exists for that address, we have e-mailed a reset link.';

/**
 * The rule for every new password (reset, profile change), checked by the API; the forms state
 * it before submit and check the length themselves. Sign-in accepts older, shorter passwords.
 */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_RULE = `At least ${NEW_PASSWORD_MIN_LENGTH} characters, and not a common or easily guessed password.`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Choose a less predictable one.';

export type PasswordMessageResponse = { success: boolean; message: string };
export type PasswordFindResponse = { email: string };
export type PasswordResetRequest = {
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
};

export type UserNotification = {
  id: number;
  title: string;
  /** A portal path such as /project/12, or null. */
  link: string | null;
  /** HTML written by the server: sanitise before rendering. */
  message: string;
  created_at: IsoDateTime;
};
export type CheckUserDataResponse = {
  /** 1 when the user may approve timesheet entries, 0 otherwise; the portal assumes 999 when absent. */
  has_approval?: number;
  user_notifications: UserNotification[];
};
export type ReadNotificationRequest = { notificationId: number };
export type ReadNotificationResponse = { success: boolean };

export type WorkingPlacesForwardResponse = { is_setup_forward_three_days: boolean };

/** Multipart fields of POST profile/update; every field is optional. */
export type ProfileUpdateFields = {
  old_password?: string;
  password?: string;
  password_confirmation?: string;
  avatar?: File;
};
export type ProfileUpdateResponse = { avatar: string | null };

export type SettingsRequest = { theme: Theme };
export type SettingsResponse = { user_settings: { theme: Theme } };
