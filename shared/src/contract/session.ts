/**
 * Sign-in, password recovery, the shared lookups and the header's calls (document 1, section 7).
 */
import type { Static } from 'typebox';
import type {
  LoginAnswerSchema,
  LoginRequestSchema,
  LoginTwoFactorRequestSchema,
  LoginTwoFactorResponseSchema,
  LoginTwoFactorSessionResponseSchema,
  PasswordCreateRequestSchema,
  PasswordFindResponseSchema,
  PasswordMessageResponseSchema,
  PasswordResetRequestSchema,
  TwoFactorEnrolmentSchema,
} from '../schemas/auth';
import type {
  ProfileUpdateFieldsSchema,
  ProfileUpdateResponseSchema,
  SettingsRequestSchema,
  SettingsResponseSchema,
  TwoFactorConfirmRequestSchema,
  TwoFactorConfirmResponseSchema,
  TwoFactorDisableRequestSchema,
  TwoFactorStatusResponseSchema,
} from '../schemas/profile';
import type {
  BrandLookupSchema,
  BusinessUnitRefSchema,
  CheckUserDataResponseSchema,
  ClientLookupSchema,
  LoginResponseSchema,
  MeSchema,
  ReadNotificationRequestSchema,
  ReadNotificationResponseSchema,
  SessionRoleSchema,
  SexSchema,
  SharedLookupsSchema,
  ThemeSchema,
  UpdateUserStoreQuerySchema,
  UpdateUserStoreResponseSchema,
  UserLookupSchema,
  UserNotificationSchema,
  WorkingPlacesForwardResponseSchema,
} from '../schemas/session';

/** Session roles (document 1, section 1). The users administration calls the developer 4; see docs/roles.md. */
export type SessionRole = Static<typeof SessionRoleSchema>;
export type Theme = Static<typeof ThemeSchema>;
export type Sex = Static<typeof SexSchema>;

/** The signed-in user as the session keeps it; `avatar` is the absolute URL of the image, or null for the default one. */
export type Me = Static<typeof MeSchema>;

/** A user in the shared lookup; `role` is the users-administration role (2, 3, 4 or 6). */
export type UserLookup = Static<typeof UserLookupSchema>;
export type ClientLookup = Static<typeof ClientLookupSchema>;
export type BusinessUnitRef = Static<typeof BusinessUnitRefSchema>;
export type BrandLookup = Static<typeof BrandLookupSchema>;

export type SharedLookups = Static<typeof SharedLookupsSchema>;

/**
 * `token: true` asks for a bearer token in the answer (API clients); without it the session goes
 * to the browser as an HttpOnly cookie that no script sees, and the answer carries no token.
 */
export type LoginRequest = Static<typeof LoginRequestSchema>;
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** What an authenticator app needs: the TOTP secret in base32 and the same as an otpauth:// URI (for a QR code). */
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolmentSchema>;
/**
 * The answer of POST login when the right password is not enough: no session yet, a
 * challenge (opaque, single-use, valid 5 minutes) for POST login/two-factor. With `enrol`,
 * two-factor sign-in is required for the user's role and not set up: the code confirms it.
 */
export type LoginTwoFactorResponse = Static<typeof LoginTwoFactorResponseSchema>;
/** Everything POST login may answer with 200. */
export type LoginAnswer = Static<typeof LoginAnswerSchema>;
/** `code` from the authenticator app, or one of the recovery codes instead. */
export type LoginTwoFactorRequest = Static<typeof LoginTwoFactorRequestSchema>;
/** The session, as POST login answers it; after an enrolment also the recovery codes, shown once. */
export type LoginTwoFactorSessionResponse = Static<typeof LoginTwoFactorSessionResponseSchema>;

export function isTwoFactorStep(answer: LoginAnswer): answer is LoginTwoFactorResponse {
  return 'two_factor' in answer;
}

/** GET profile/two-factor. `required`: the deploy requires it for the user's role, so it cannot be turned off. */
export type TwoFactorStatusResponse = Static<typeof TwoFactorStatusResponseSchema>;
/** POST profile/two-factor/enrol answers TwoFactorEnrolment; nothing is active until confirmed. */
export type TwoFactorConfirmRequest = Static<typeof TwoFactorConfirmRequestSchema>;
export type TwoFactorConfirmResponse = Static<typeof TwoFactorConfirmResponseSchema>;
/** POST profile/two-factor/disable: the password or a current code (204). */
export type TwoFactorDisableRequest = Static<typeof TwoFactorDisableRequestSchema>;

/** `section` limits the answer to one lookup (users, clients or brands); `me` always comes back. */
export type UpdateUserStoreQuery = Static<typeof UpdateUserStoreQuerySchema>;
export type UpdateUserStoreResponse = Static<typeof UpdateUserStoreResponseSchema>;

export type PasswordCreateRequest = Static<typeof PasswordCreateRequestSchema>;
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

export type PasswordMessageResponse = Static<typeof PasswordMessageResponseSchema>;
export type PasswordFindResponse = Static<typeof PasswordFindResponseSchema>;
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

/** `link`: a portal path such as /project/12, or null; `message`: HTML written by the server, sanitise before rendering. */
export type UserNotification = Static<typeof UserNotificationSchema>;
/** `has_approval`: 1 when the user may approve timesheet entries, 0 otherwise; the portal assumes 999 when absent. */
export type CheckUserDataResponse = Static<typeof CheckUserDataResponseSchema>;
export type ReadNotificationRequest = Static<typeof ReadNotificationRequestSchema>;
export type ReadNotificationResponse = Static<typeof ReadNotificationResponseSchema>;

export type WorkingPlacesForwardResponse = Static<typeof WorkingPlacesForwardResponseSchema>;

/** Multipart fields of POST profile/update; every field is optional. The avatar is the chosen file. */
export type ProfileUpdateFields = Omit<Static<typeof ProfileUpdateFieldsSchema>, 'avatar'> & { avatar?: File };
export type ProfileUpdateResponse = Static<typeof ProfileUpdateResponseSchema>;

export type SettingsRequest = Static<typeof SettingsRequestSchema>;
export type SettingsResponse = Static<typeof SettingsResponseSchema>;
