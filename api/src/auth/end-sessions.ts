/**
 * Ending every session of a user at once: disabling the account, a password change or reset,
 * and "Sign out everywhere". The token rows are deleted, not flagged, so enabling the user
 * again, or any later change, cannot bring one of them back.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema';

/** `db` may be a transaction, so the sessions end together with the change that ends them. */
export async function endAllSessions(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}
