/**
 * Who decides which timesheet entry (docs/roles.md, "Approval"): only users the approval rule
 * admits (`canApprove`: has_approval, neither limited PM nor IT); full project managers decide
 * every developer's entries, other approvers the entries of the projects they lead; nobody
 * decides their own entries.
 */
import { sql, type SQL } from 'drizzle-orm';
import { canApprove, isFullProjectManager } from '@portal/shared/access';
import { requireAccess } from '../auth/require-access';
import type { AuthUser } from '../users/auth-user';

export const OWN_ENTRY_MESSAGE = 'You cannot decide on your own timesheet entries.';
export const NOT_YOURS_TO_DECIDE_MESSAGE = 'You may only decide on entries of the projects you lead.';

export function requireApprover(user: AuthUser): void {
  requireAccess(user, canApprove);
}

/** The entries (on `te` alone, so the list's count needs no join) the approver may decide. */
export function decidableCondition(user: AuthUser): SQL {
  const notOwn = sql`te.user_id <> ${user.id}`;
  if (isFullProjectManager(user.access)) return notOwn;
  return sql`${notOwn} and te.project_id in (select led.id from projects led where led.teamlead_ids @> jsonb_build_array(${user.id}::int))`;
}

/** Why the approver may not decide this entry, or null when they may. */
export function refusalOf(user: AuthUser, entry: { user_id: number; teamlead_ids: number[] | null }): string | null {
  if (Number(entry.user_id) === user.id) return OWN_ENTRY_MESSAGE;
  if (isFullProjectManager(user.access)) return null;
  return (entry.teamlead_ids ?? []).map(Number).includes(user.id) ? null : NOT_YOURS_TO_DECIDE_MESSAGE;
}
