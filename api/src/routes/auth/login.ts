/**
 * POST /api/login {email, password, token?}: checks the scrypt hash, starts a session and answers
 * the user with the shared lookups (LoginResponse). The portal's pages get the session as an
 * HttpOnly cookie and never see the token (the call must carry X-Requested-With); an API client
 * sends `token: true` and gets a bearer token in the answer instead, with no cookie
 * (auth/start-session.ts). When the user has two-factor sign-in on, or it is required for their
 * role and not set up yet, no session starts: the answer is a challenge for POST
 * login/two-factor (LoginTwoFactorResponse, with the secret to enrol). Public. Limited per IP
 * (LOGIN_IP_RATE_LIMIT_MAX a minute, whatever the e-mail) and slowed per e-mail by the backoff
 * of src/auth/login-throttle.ts, which delays the right password but never refuses it.
 */
import { eq } from 'drizzle-orm';
import { ErrorSchema, LoginAnswerSchema, LoginRequestSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { recordLoginFailure, recordLoginSuccess, waitForLoginTurn } from '../../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { sessionAnswer } from '../../auth/session-answer';
import { perIpRateLimit } from '../../auth/sign-in-rate-limits';
import { startSession } from '../../auth/start-session';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { openChallenge } from '../../two-factor/challenges';
import { credentialOf, startEnrolment, twoFactorRequiredFor } from '../../two-factor/credentials';
import { userColumns } from '../../users/lookups';

export const NO_ACCOUNT_MESSAGE = 'There is no account matching the email and password you entered.';
export const DISABLED_MESSAGE = 'This account has been disabled. Please contact an administrator.';

export function loginRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/login',
    {
      config: { rateLimit: perIpRateLimit(ctx.config.loginIpRateLimitMax) },
      schema: {
        tags: ['Sign-in'],
        security: [],
        body: LoginRequestSchema,
        response: { 200: LoginAnswerSchema, 429: ErrorSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { email, password, token } = request.body;
      const address = email.trim().toLowerCase();
      await waitForLoginTurn(ctx.db, address, ctx.config.loginBackoff);

      const [user] = await ctx.db
        .select({ ...userColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, address))
        .limit(1);
      if (!user) {
        await burnPasswordCheck(password);
        await recordLoginFailure(ctx.db, address);
        throw fieldError('email', NO_ACCOUNT_MESSAGE);
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        await recordLoginFailure(ctx.db, address);
        throw fieldError('email', NO_ACCOUNT_MESSAGE);
      }
      await recordLoginSuccess(ctx.db, address);
      if (user.disabled) throw fieldError('email', DISABLED_MESSAGE);

      const credential = await credentialOf(ctx, user.id);
      if (credential?.enabledAt) return { two_factor: { challenge: await openChallenge(ctx, user.id, false) } };
      if (twoFactorRequiredFor(ctx.config, user)) {
        const enrol = await startEnrolment(ctx, user);
        return { two_factor: { challenge: await openChallenge(ctx, user.id, true), enrol } };
      }

      const delivery = token === true ? 'bearer' : 'cookie';
      const issued = await startSession(ctx, request, reply, user.id, delivery);
      return sessionAnswer(ctx, user, delivery === 'bearer' ? issued : undefined);
    },
  );
}
