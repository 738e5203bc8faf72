/**
 * The caller's own profile: POST profile/update (multipart: a new password and/or avatar),
 * POST settings (the theme) and two-factor sign-in (GET profile/two-factor, POST
 * profile/two-factor/enrol, which answers auth.ts's TwoFactorEnrolmentSchema, confirm and disable).
 */
import { Type } from 'typebox';
import { GivenText, NEW_PASSWORD_DESCRIPTION, PASSWORD_MAX_LENGTH } from './auth';
import { Nullable, Text } from './parts';
import { ThemeSchema } from './session';

/**
 * The multipart fields of POST profile/update, every one optional (empty is the same as not
 * sent); a new password needs the current one and its confirmation. The avatar is the file part.
 */
export const ProfileUpdateFieldsSchema = Type.Object({
  old_password: Type.Optional(Text(PASSWORD_MAX_LENGTH)),
  password: Type.Optional(Text(PASSWORD_MAX_LENGTH, { description: NEW_PASSWORD_DESCRIPTION })),
  password_confirmation: Type.Optional(Text(PASSWORD_MAX_LENGTH)),
  avatar: Type.Optional(Type.String({ format: 'binary', description: 'A PNG, JPEG, WebP or GIF image of at most 2 MB.' })),
});
export const ProfileUpdateResponseSchema = Type.Object({ avatar: Nullable(Type.String()) });

export const SettingsRequestSchema = Type.Object({ theme: ThemeSchema });
export const SettingsResponseSchema = Type.Object({ user_settings: Type.Object({ theme: ThemeSchema }) });

/** `required`: the deploy requires it for the user's role, so it cannot be turned off. */
export const TwoFactorStatusResponseSchema = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  recovery_codes_left: Type.Integer(),
});
export const TwoFactorConfirmRequestSchema = Type.Object({ code: GivenText(100) });
export const TwoFactorConfirmResponseSchema = Type.Object({ recovery_codes: Type.Array(Type.String()) });
/** The password or a current code (empty is the same as not sent). */
export const TwoFactorDisableRequestSchema = Type.Object({
  password: Type.Optional(Nullable(Text(PASSWORD_MAX_LENGTH))),
  code: Type.Optional(Nullable(Text(100))),
});
