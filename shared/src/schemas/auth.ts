/**
 * Signing in and password recovery (document 1, section 7; issue 30): POST login and
 * login/two-factor, POST password/create and password/reset, GET password/find/{token}. The
 * parts here say what today's forms expect: an e-mail checked as "one @, no spaces, a dot in
 * the domain" (the mail itself is the real check), text that is "required" when blank as well as
 * when missing, and passwords. The rule of new passwords (length, not guessable) is the API's
 * (api/src/auth/password-policy.ts), checked once the rest of the call is known to be well formed.
 */
import { Type, type TString } from 'typebox';
import { Nullable, Text } from './parts';
import { LoginResponseSchema } from './session';

/** Longer passwords are refused before they reach scrypt; far above anything a person types. */
export const PASSWORD_MAX_LENGTH = 1024;

const NUL_MESSAGE = 'The :attribute field must not contain a NUL character.';

/**
 * Text that must be given: empty or only spaces answers "The :attribute field is required.",
 * as a missing field does (the `not` keeps the NUL sentence for NUL bytes only).
 */
export const GivenText = (max: number, options: Record<string, unknown> = {}): TString =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: '^[^\\u0000]*$',
    not: { type: 'string', pattern: '^\\s*$' },
    'x-messages': { pattern: NUL_MESSAGE },
    ...options,
  });

const EMAIL_MESSAGE = 'The :attribute field must be a valid email address.';

/** An e-mail address: one @, no spaces, a dot in the domain, at most 255 characters; spaces around it are trimmed by the API. */
export const EmailAddress = (): TString =>
  Type.String({
    maxLength: 255,
    pattern: '^\\s*[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+\\s*$',
    'x-messages': { pattern: EMAIL_MESSAGE, maxLength: EMAIL_MESSAGE },
  });

/** A password as typed (sign-in, confirmations, the current password). */
export const PasswordText = (): TString => GivenText(PASSWORD_MAX_LENGTH);

/** A new password: the API checks the rule of new passwords on it (long enough, not guessable). */
export const NEW_PASSWORD_DESCRIPTION = 'A new password: long enough and not guessable (the API says why when it is not).';
export const NewPassword = (): TString => GivenText(PASSWORD_MAX_LENGTH, { description: NEW_PASSWORD_DESCRIPTION });

/** `token: true` asks for a bearer token in the answer (API clients) instead of the session cookie. */
const BearerTokenWanted = () =>
  Type.Optional(Nullable(Type.Boolean({ 'x-messages': { type: 'The :attribute field must be true or false.' } })));

/** A code as typed; empty is the same as not sent. */
const TypedCode = () => Type.Optional(Nullable(Text(100)));

export const LoginRequestSchema = Type.Object({
  email: EmailAddress(),
  password: PasswordText(),
  token: BearerTokenWanted(),
});

/** What an authenticator app needs: the TOTP secret in base32 and the same as an otpauth:// URI (for a QR code). */
export const TwoFactorEnrolmentSchema = Type.Object({ secret: Type.String(), otpauth_uri: Type.String() });

/**
 * POST login when the right password is not enough: a challenge (opaque, single-use, valid 5
 * minutes) for POST login/two-factor; with `enrol`, two-factor sign-in is required for the
 * user's role and not set up yet, and the code confirms this new secret.
 */
export const LoginTwoFactorResponseSchema = Type.Object({
  two_factor: Type.Object({ challenge: Type.String(), enrol: Type.Optional(TwoFactorEnrolmentSchema) }),
});

/** Everything POST login may answer with 200: the session, or the second step. */
export const LoginAnswerSchema = Type.Union([LoginResponseSchema, LoginTwoFactorResponseSchema]);

/** `code` from the authenticator app, or one of the recovery codes instead. */
export const LoginTwoFactorRequestSchema = Type.Object({
  challenge: GivenText(255),
  code: TypedCode(),
  recovery_code: TypedCode(),
  token: BearerTokenWanted(),
});

/** The session, as POST login answers it; after an enrolment also the recovery codes, shown once. */
export const LoginTwoFactorSessionResponseSchema = Type.Object({
  ...LoginResponseSchema.properties,
  recovery_codes: Type.Optional(Type.Array(Type.String())),
});

export const PasswordCreateRequestSchema = Type.Object({ email: EmailAddress() });
export const PasswordMessageResponseSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });
/** Any text: a token of the wrong form is answered like an unknown one (404 with its message). */
export const PasswordFindParamsSchema = Type.Object({ token: Type.String() });
export const PasswordFindResponseSchema = Type.Object({ email: Type.String() });
export const PasswordResetRequestSchema = Type.Object({
  email: EmailAddress(),
  password: NewPassword(),
  password_confirmation: PasswordText(),
  token: GivenText(255),
});
