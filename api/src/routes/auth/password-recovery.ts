/**
 * Password recovery, all public:
 * - POST /api/password/create {email}: mails a reset link valid for 60 minutes to an enabled
 *   account; answers the same for any well-formed address, so it tells nobody which exist;
 * - GET  /api/password/find/:token: the e-mail a valid token belongs to, or 404;
 * - POST /api/password/reset {email, password, password_confirmation, token}: sets the new
 *   password (the rule of src/auth/password-policy.ts), spends the token and signs the user
 *   out everywhere.
 * Tokens are random, mailed once and stored as sha256 only.
 */
import { and, eq, gt } from 'drizzle-orm';
import { PASSWORD_LINK_SENT_MESSAGE, type PasswordMessageResponse } from '@portal/shared/contract';
import {
  ErrorSchema,
  PasswordCreateRequestSchema,
  PasswordFindParamsSchema,
  PasswordFindResponseSchema,
  PasswordMessageResponseSchema,
  PasswordResetRequestSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { endAllSessions } from '../../auth/end-sessions';
import { PASSWORD_CONFIRMATION_MESSAGE } from '../../auth/filled-fields';
import { guessablePasswordProblem, shortPasswordProblem } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { perEmailRateLimit } from '../../auth/sign-in-rate-limits';
import { hashToken, newToken } from '../../auth/tokens';
import { passwordResetTokens, users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';

export const RESET_TOKEN_MINUTES = 60;
export const UNKNOWN_EMAIL_MESSAGE = "We can't find a user with that email address.";
export const INVALID_TOKEN_MESSAGE = 'This password reset token is invalid.';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,200}$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const tags = ['Password recovery'];

export function passwordRecoveryRoutes(app: ApiApp, ctx: AppContext): void {
  const findEnabledUser = async (address: string) => {
    const [user] = await ctx.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.email, address), eq(users.disabled, false)))
      .limit(1);
    return user ?? null;
  };

  const findValidToken = async (token: string) => {
    if (!TOKEN_FORMAT.test(token)) return null;
    const [row] = await ctx.db
      .select({ id: passwordResetTokens.id, email: passwordResetTokens.email })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), gt(passwordResetTokens.expiresAt, ctx.now().toISOString())))
      .limit(1);
    return row ?? null;
  };

  const mailResetLink = async (user: { name: string; email: string }) => {
    const address = user.email;
    const token = newToken();
    const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString();
    await ctx.db.transaction(async (tx) => {
      // Only the newest link works.
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, address));
      await tx.insert(passwordResetTokens).values({ email: address, tokenHash: hashToken(token), expiresAt });
    });

    const link = `${ctx.config.portalUrl}/change-password/${token}`;
    await ctx.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text:
        `Hello ${user.name},\n\nyou asked to reset your password. Open this link within ${RESET_TOKEN_MINUTES} minutes:\n\n${link}\n\n` +
        'If you did not ask for it, ignore this mail: your password stays as it is.\n',
      html:
        `<p>Hello ${escapeHtml(user.name)},</p><p>you asked to reset your password. Open this link within ${RESET_TOKEN_MINUTES} minutes:</p>` +
        `<p><a href="${escapeHtml(link)}">Reset your password</a></p>` +
        '<p>If you did not ask for it, ignore this mail: your password stays as it is.</p>',
      link,
    });
  };

  const limited = { rateLimit: perEmailRateLimit(ctx.config.loginRateLimitMax) };
  const messageAnswers = { 200: PasswordMessageResponseSchema, 429: ErrorSchema, ...errorAnswers };

  app.post(
    '/password/create',
    { config: limited, schema: { tags, security: [], body: PasswordCreateRequestSchema, response: messageAnswers } },
    async (request) => {
      const address = request.body.email.trim().toLowerCase();
      const answer: PasswordMessageResponse = { success: true, message: PASSWORD_LINK_SENT_MESSAGE };
      const user = await findEnabledUser(address);
      if (!user) return answer;

      // Mailed after the answer: an SMTP round trip would otherwise tell real addresses apart by time.
      void mailResetLink(user).catch((error: unknown) => request.log.error({ err: error }, 'could not mail a password reset link'));
      return answer;
    },
  );

  app.get(
    '/password/find/:token',
    { schema: { tags, security: [], params: PasswordFindParamsSchema, response: { 200: PasswordFindResponseSchema, ...errorAnswers } } },
    async (request) => {
      const row = await findValidToken(request.params.token);
      if (!row) throw notFound(INVALID_TOKEN_MESSAGE);
      return { email: row.email };
    },
  );

  app.post(
    '/password/reset',
    { config: limited, schema: { tags, security: [], body: PasswordResetRequestSchema, response: messageAnswers } },
    async (request) => {
      const input = request.body;
      const unfit =
        shortPasswordProblem(input.password) ?? (input.password === input.password_confirmation ? null : PASSWORD_CONFIRMATION_MESSAGE);
      if (unfit) throw fieldError('password', unfit);
      const address = input.email.trim().toLowerCase();
      const row = await findValidToken(input.token);
      if (!row) throw fieldError('token', INVALID_TOKEN_MESSAGE);
      if (row.email !== address) throw fieldError('email', INVALID_TOKEN_MESSAGE);
      const user = await findEnabledUser(address);
      if (!user) throw fieldError('email', UNKNOWN_EMAIL_MESSAGE);
      // Checked once the owner is known, so that a password made of their name is refused too.
      const guessable = guessablePasswordProblem(input.password, user);
      if (guessable) throw fieldError('password', guessable);

      const passwordHash = await hashPassword(input.password);
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: ctx.now().toISOString() }).where(eq(users.id, user.id));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, address));
        // A reset usually means the old password is compromised: end every open session.
        await endAllSessions(tx, user.id);
      });
      const body: PasswordMessageResponse = { success: true, message: 'Your password has been reset!' };
      return body;
    },
  );
}
