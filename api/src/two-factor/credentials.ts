/**
 * A user's second factor: enrolment (a pending secret until a code confirms it), code checks
 * that refuse a code already used, recovery codes, turning it off, and who must have it.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isFullProjectManager, isItUser } from '@portal/shared/access';
import type { TwoFactorEnrolment } from '@portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import { twoFactorChallenges, twoFactorCredentials, twoFactorRecoveryCodes } from '../db/schema';
import { accessOf, type UserRow } from '../users/auth-user';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeMatches } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp';

type Ctx = Pick<AppContext, 'db' | 'config' | 'now'>;

/** With REQUIRE_TWO_FACTOR, the people who can see the money or manage accounts: full PMs and IT users. */
export function twoFactorRequiredFor(
  config: Pick<Config, 'requireTwoFactor'>,
  user: Pick<UserRow, 'role' | 'isLimitedPm' | 'hasApproval'>,
): boolean {
  if (!config.requireTwoFactor) return false;
  const subject = accessOf(user);
  return isFullProjectManager(subject) || isItUser(subject);
}

export async function credentialOf(ctx: Ctx, userId: number) {
  const [row] = await ctx.db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId)).limit(1);
  return row ?? null;
}

export async function isTwoFactorEnabled(ctx: Ctx, userId: number): Promise<boolean> {
  return Boolean((await credentialOf(ctx, userId))?.enabledAt);
}

/** A new pending secret (replacing an unconfirmed one); the caller makes sure none is active. */
export async function startEnrolment(ctx: Ctx, user: Pick<UserRow, 'id' | 'email'>): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  const sealedSecret = sealSecret(ctx.config, secret);
  await ctx.db
    .insert(twoFactorCredentials)
    .values({ userId: user.id, sealedSecret })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { sealedSecret, lastUsedStep: null, createdAt: sql`now()` },
      // An active secret is never replaced this way.
      setWhere: isNull(twoFactorCredentials.enabledAt),
    });
  return { secret, otpauth_uri: otpauthUri(secret, user.email) };
}

/**
 * Accepts a code of the user's secret (pending or active) once: the step it belongs to is
 * stored, and the conditional update refuses the same step twice even from two requests at once.
 */
export async function acceptCode(ctx: Ctx, userId: number, code: string, pending = false): Promise<boolean> {
  const row = await credentialOf(ctx, userId);
  if (!row || (row.enabledAt === null) !== pending) return false;
  const step = await acceptedStep(openSecret(ctx.config, row.sealedSecret), code, ctx.now(), row.lastUsedStep);
  if (step === null) return false;
  const updated = await ctx.db
    .update(twoFactorCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorCredentials.userId, userId),
        or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorCredentials.userId });
  return updated.length === 1;
}

/** Turns a pending secret on when the code is right; answers the new recovery codes (or null). */
export async function confirmEnrolment(ctx: Ctx, userId: number, code: string): Promise<string[] | null> {
  if (!(await acceptCode(ctx, userId, code, true))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(twoFactorCredentials)
      .set({ enabledAt: sql`now()` })
      .where(eq(twoFactorCredentials.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  });
  return codes;
}

/** Spends a matching unused recovery code; false when none matches. */
export async function spendRecoveryCode(ctx: Ctx, userId: number, code: string): Promise<boolean> {
  const unused = await ctx.db
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  const match = unused.find((row) => recoveryCodeMatches(code, row.codeHash));
  if (!match) return false;
  const spent = await ctx.db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorRecoveryCodes.id, match.id), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(ctx: Ctx, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}

/** Forgets the secret, the recovery codes and any open sign-in challenge. */
export async function turnOffTwoFactor(ctx: Ctx, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  });
}
