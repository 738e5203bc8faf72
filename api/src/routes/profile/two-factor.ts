/**
 * The caller's own two-factor sign-in, from the profile. Signed-in users.
 * - GET profile/two-factor: {enabled, required, recovery_codes_left}.
 * - POST profile/two-factor/enrol: a new secret (base32 and otpauth:// URI), not active until
 *   confirmed; 422 when it is already on. The secret is never answered again.
 * - POST profile/two-factor/confirm {code}: a current code of the new secret turns it on and
 *   answers ten recovery codes, shown this once (only their salted hashes are kept).
 * - POST profile/two-factor/disable {password} or {code}: turns it off (204); refused while the
 *   deploy requires it for the caller's role (REQUIRE_TWO_FACTOR).
 */
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  TwoFactorConfirmRequestSchema,
  TwoFactorConfirmResponseSchema,
  TwoFactorDisableRequestSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { isFilled } from '../../auth/filled-fields';
import { verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import {
  acceptCode,
  confirmEnrolment,
  credentialOf,
  recoveryCodesLeft,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorRequiredFor,
} from '../../two-factor/credentials';
import { WRONG_CODE_MESSAGE } from '../auth/login-two-factor';
import { WRONG_PASSWORD_MESSAGE } from './profile-update';

export const ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on.';
export const NOT_STARTED_MESSAGE = 'Start the set-up again: there is no new secret to confirm.';
export const REQUIRED_FOR_ROLE_MESSAGE = 'Two-factor sign-in is required for your role and cannot be turned off.';
export const PASSWORD_OR_CODE_MESSAGE = 'Enter your password or a current code.';

const tags = ['Profile'];

export function twoFactorProfileRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/profile/two-factor',
    { schema: { tags, response: { 200: TwoFactorStatusResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      const enabled = Boolean((await credentialOf(ctx, user.id))?.enabledAt);
      return {
        enabled,
        required: twoFactorRequiredFor(ctx.config, user),
        recovery_codes_left: enabled ? await recoveryCodesLeft(ctx, user.id) : 0,
      };
    },
  );

  app.post(
    '/profile/two-factor/enrol',
    { schema: { tags, response: { 200: TwoFactorEnrolmentSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      if ((await credentialOf(ctx, user.id))?.enabledAt) throw fieldError('code', ALREADY_ON_MESSAGE);
      return startEnrolment(ctx, user);
    },
  );

  const confirmSchema = {
    tags,
    body: TwoFactorConfirmRequestSchema,
    response: { 200: TwoFactorConfirmResponseSchema, ...errorAnswers },
  };
  app.post('/profile/two-factor/confirm', { schema: confirmSchema }, async (request) => {
    const user = currentUser(request);
    const credential = await credentialOf(ctx, user.id);
    if (!credential) throw fieldError('code', NOT_STARTED_MESSAGE);
    if (credential.enabledAt) throw fieldError('code', ALREADY_ON_MESSAGE);
    const codes = await confirmEnrolment(ctx, user.id, request.body.code);
    if (!codes) throw fieldError('code', WRONG_CODE_MESSAGE);
    return { recovery_codes: codes };
  });

  const disableSchema = {
    tags,
    body: TwoFactorDisableRequestSchema,
    response: { 204: Type.Null({ description: 'Two-factor sign-in is off.' }), ...errorAnswers },
  };
  app.post('/profile/two-factor/disable', { schema: disableSchema }, async (request, reply) => {
    const user = currentUser(request);
    const { password, code } = request.body;
    if (twoFactorRequiredFor(ctx.config, user)) throw fieldError('code', REQUIRED_FOR_ROLE_MESSAGE);
    if (isFilled(password)) {
      const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(password, row.passwordHash))) throw fieldError('password', WRONG_PASSWORD_MESSAGE);
    } else if (isFilled(code)) {
      if (!(await acceptCode(ctx, user.id, code))) throw fieldError('code', WRONG_CODE_MESSAGE);
    } else {
      throw fieldError('password', PASSWORD_OR_CODE_MESSAGE);
    }
    await turnOffTwoFactor(ctx, user.id);
    return reply.code(204).send(null);
  });
}
