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
import type { FastifyInstance } from 'fastify';
import { PASSWORD_LINK_SENT_MESSAGE, type PasswordFindResponse, type PasswordMessageResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { endAllSessions } from '../../auth/end-sessions';
import { newPasswordLength, notGuessable } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { perEmailRateLimit } from '../../auth/sign-in-rate-limits';
import { hashToken, newToken } from '../../auth/tokens';
import { passwordResetTokens, users } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { confirmed, email, required, string, validate } from '../../http/validation';

export const RESET_TOKEN_MINUTES = 60;
export const UNKNOWN_EMAIL_MESSAGE = "We can't find a user with that email address.";
export const INVALID_TOKEN_MESSAGE = 'This password reset token is invalid.';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,200}$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function passwordRecoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
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

  app.post('/password/create', { config: { rateLimit: perEmailRateLimit(ctx.config.loginRateLimitMax) } }, async (request) => {
    const input = validate(request.body, { email: [required(), string(), email()] });
    const address = String(input.email).trim().toLowerCase();
    const answer: PasswordMessageResponse = { success: true, message: PASSWORD_LINK_SENT_MESSAGE };
    const user = await findEnabledUser(address);
    if (!user) return answer;

    // Mailed after the answer: an SMTP round trip would otherwise tell real addresses apart by time.
    void mailResetLink(user).catch((error: unknown) => request.log.error({ err: error }, 'could not mail a password reset link'));
    return answer;
  });

  app.get<{ Params: { token: string } }>('/password/find/:token', async (request) => {
    const row = await findValidToken(request.params.token);
    if (!row) throw notFound(INVALID_TOKEN_MESSAGE);
    const body: PasswordFindResponse = { email: row.email };
    return body;
  });

  app.post('/password/reset', { config: { rateLimit: perEmailRateLimit(ctx.config.loginRateLimitMax) } }, async (request) => {
    const input = validate(request.body, {
      email: [required(), string(), email()],
      password: [required(), string(), newPasswordLength(), confirmed()],
      password_confirmation: [required(), string()],
      token: [required(), string()],
    });
    const address = String(input.email).trim().toLowerCase();
    const row = await findValidToken(String(input.token));
    if (!row) throw fieldError('token', INVALID_TOKEN_MESSAGE);
    if (row.email !== address) throw fieldError('email', INVALID_TOKEN_MESSAGE);
    const user = await findEnabledUser(address);
    if (!user) throw fieldError('email', UNKNOWN_EMAIL_MESSAGE);
    // Checked once the owner is known, so that a password made of their name is refused too.
    validate(input, { password: [notGuessable(user)] });

    const passwordHash = await hashPassword(String(input.password));
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: ctx.now().toISOString() }).where(eq(users.id, user.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, address));
      // A reset usually means the old password is compromised: end every open session.
      await endAllSessions(tx, user.id);
    });
    const body: PasswordMessageResponse = { success: true, message: 'Your password has been reset!' };
    return body;
  });
}
