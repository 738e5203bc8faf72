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

/**
 * `token: true` asks for a bearer token in the answer (API clients); without it the session goes
 * to the browser as an HttpOnly cookie that no script sees, and the answer carries no token.
 */
export type LoginRequest = { email: string; password: string; token?: boolean };
export type LoginResponse = { data: SharedLookups & { me: Me; token?: string } };

/** What an authenticator app needs: the TOTP secret in base32 and the same as an otpauth:// URI (for a QR code). */
export type TwoFactorEnrolment = { secret: string; otpauth_uri: string };
/**
 * The answer of POST login when the right password is not enough: no session yet, a
 * challenge (opaque, single-use, valid 5 minutes) for POST login/two-factor. With `enrol`,
 * two-factor sign-in is required for the user's role and not set up: the code confirms it.
 */
export type LoginTwoFactorResponse = { two_factor: { challenge: string; enrol?: TwoFactorEnrolment } };
/** Everything POST login may answer with 200. */
export type LoginAnswer = LoginResponse | LoginTwoFactorResponse;
/** `code` from the authenticator app, or one of the recovery codes instead. */
export type LoginTwoFactorRequest = { challenge: string; code?: string; recovery_code?: string };
/** The session, as POST login answers it; after an enrolment also the recovery codes, shown once. */
export type LoginTwoFactorSessionResponse = LoginResponse & { recovery_codes?: string[] };

export function isTwoFactorStep(answer: LoginAnswer): answer is LoginTwoFactorResponse {
  return 'two_factor' in answer;
}

/** GET profile/two-factor. `required`: the deploy requires it for the user's role, so it cannot be turned off. */
export type TwoFactorStatusResponse = { enabled: boolean; required: boolean; recovery_codes_left: number };
/** POST profile/two-factor/enrol answers TwoFactorEnrolment; nothing is active until confirmed. */
export type TwoFactorConfirmRequest = { code: string };
export type TwoFactorConfirmResponse = { recovery_codes: string[] };
/** POST profile/two-factor/disable: the password or a current code (204). */
export type TwoFactorDisableRequest = { password?: string; code?: string };

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
