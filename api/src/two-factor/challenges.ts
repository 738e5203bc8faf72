/**
 * Sign-in challenges: what a right password earns when a second factor is due. The token is
 * opaque (32 random bytes, only its sha256 stored), lives 5 minutes, is spent by the sign-in it
 * completes and dies after MAX_CODE_ATTEMPTS wrong codes.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { hashToken, newToken } from '../auth/tokens';
import { twoFactorChallenges } from '../db/schema';

type Ctx = Pick<AppContext, 'db' | 'now'>;

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export type Challenge = { id: number; userId: number; enrol: boolean };

export async function openChallenge(ctx: Ctx, userId: number, enrol: boolean): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  // Expired challenges of anyone are dropped on the way; they can no longer be used anyway.
  await ctx.db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now.toISOString()));
  await ctx.db.insert(twoFactorChallenges).values({
    userId,
    tokenHash: hashToken(token),
    enrol,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
  });
  return token;
}

/** The challenge behind the token while it is unused, unexpired and has attempts left. */
export async function liveChallenge(ctx: Ctx, token: string): Promise<Challenge | null> {
  const [row] = await ctx.db
    .select({ id: twoFactorChallenges.id, userId: twoFactorChallenges.userId, enrol: twoFactorChallenges.enrol })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(token)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, ctx.now().toISOString()),
        lt(twoFactorChallenges.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Counts a wrong code; answers how many attempts are left. */
export async function countWrongCode(ctx: Ctx, challenge: Challenge): Promise<number> {
  const [row] = await ctx.db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.id, challenge.id))
    .returning({ attempts: twoFactorChallenges.attempts });
  return Math.max(0, MAX_CODE_ATTEMPTS - (row?.attempts ?? MAX_CODE_ATTEMPTS));
}

/** Marks the challenge used; false when another request spent it first. */
export async function spendChallenge(ctx: Ctx, challenge: Challenge): Promise<boolean> {
  const spent = await ctx.db
    .update(twoFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorChallenges.id, challenge.id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return spent.length === 1;
}
