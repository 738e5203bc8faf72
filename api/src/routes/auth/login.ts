/**
 * POST /api/login {email, password}: checks the scrypt hash, issues an opaque bearer token and
 * answers the session with the shared lookups (LoginResponse). Public. Limited per IP
 * (LOGIN_IP_RATE_LIMIT_MAX a minute, whatever the e-mail) and slowed per e-mail by the
 * backoff of src/auth/login-throttle.ts, which delays the right password but never refuses it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { recordLoginFailure, recordLoginSuccess, waitForLoginTurn } from '../../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { perIpRateLimit } from '../../auth/sign-in-rate-limits';
import { hashToken, newToken } from '../../auth/tokens';
import { authTokens, users } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { email, required, string, validate } from '../../http/validation';
import { toMe } from '../../users/auth-user';
import { loadLookups, userColumns } from '../../users/lookups';

export const NO_ACCOUNT_MESSAGE = 'There is no account matching the email and password you entered.';
export const DISABLED_MESSAGE = 'This account has been disabled. Please contact an administrator.';

export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/login', { config: { rateLimit: perIpRateLimit(ctx.config.loginIpRateLimitMax) } }, async (request) => {
    const input = validate(request.body, {
      email: [required(), string(), email()],
      password: [required(), string()],
    });
    const address = String(input.email).trim().toLowerCase();
    const password = String(input.password);
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

    const token = newToken();
    await ctx.db.insert(authTokens).values({ userId: user.id, tokenHash: hashToken(token) });

    const lookups = await loadLookups(ctx.db, ctx.config.publicApiUrl);
    const body: LoginResponse = {
      data: {
        token,
        me: toMe(user, ctx.config.publicApiUrl),
        users: lookups.users ?? [],
        clients: lookups.clients ?? [],
        brands: lookups.brands ?? [],
      },
    };
    return body;
  });
}
