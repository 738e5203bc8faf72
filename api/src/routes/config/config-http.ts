/**
 * What the configuration, clients and brands routes share: who may call them, flags and text
 * as the forms send them (their schemas are in @portal/shared/schemas), the live-update events
 * and the refusal to delete what is still used. Session roles: docs/roles.md.
 */
import { asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { canManageConfiguration, canManageDevelopers } from '@portal/shared/access';
import { LOOKUPS_CHANNEL, type LookupEventName } from '@portal/shared/contract';
import { INT32_MAX } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../auth/require-access';
import { fieldError, notFound } from '../../http/errors';
import type { AuthUser } from '../../users/auth-user';

/** Configuration, clients and brands: full project managers (session role 2, not limited). */
export function requireConfigManager(user: AuthUser): void {
  requireAccess(user, canManageConfiguration);
}

/** The developers page: full project managers and IT users. */
export function requireDevelopersPage(user: AuthUser): void {
  requireAccess(user, canManageDevelopers);
}

/** A checkbox as the forms send it (FormFlag: a boolean, 0/1 or their text); null when not given. */
export function toFlag(value: boolean | number | string | null | undefined): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** The ids of a list as the forms send them (IdList: numbers or their digits), without repeats. */
export function idsOf(values: readonly (number | string)[] | null | undefined): number[] {
  return [...new Set((values ?? []).map(Number))];
}

/** The ids an integer column can hold: sent as digits, an id may lie beyond int32 and so name nothing. */
export function storableIds(ids: number[]): number[] {
  return ids.filter((id) => id <= INT32_MAX);
}

/** Trimmed text, or null when empty. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Tells every open portal to reload a shared lookup. The change is saved already, so a
 * failed publish is logged, not answered as an error.
 */
export async function publishLookup(ctx: AppContext, log: FastifyBaseLogger, event: LookupEventName, data: unknown): Promise<void> {
  try {
    await ctx.publisher.publish(LOOKUPS_CHANNEL, event, data);
  } catch (error) {
    log.warn({ err: error }, `could not publish ${event}`);
  }
}

/** Alphabetical order as people expect it ("DevOps" before "DTP"), whatever the collation. */
export const alphabetical = (column: AnyColumn): SQL => asc(sql`lower(${column})`);

/** Deletes the row with this id; 404 when there is none. */
export async function deleteById(ctx: AppContext, table: PgTable & { id: AnyPgColumn }, id: number): Promise<void> {
  const [row] = await ctx.db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (!row) throw notFound();
}

/** Rows of another table that point at a catalogue entry: `what` names them, singular and plural. */
export type Usage = { table: PgTable; column: AnyPgColumn; what: [string, string] };

/**
 * Refuses (422 on `field`) to delete an entry that rows still reference, naming how many:
 * "This client unit is used by 2 cost estimates and 1 purchase order and cannot be deleted."
 */
export async function refuseWhileUsed(ctx: AppContext, id: number, field: string, entry: string, usages: Usage[]): Promise<void> {
  const counts = await Promise.all(
    usages.map(async ({ table, column }) => {
      const [{ used }] = await ctx.db.select({ used: count() }).from(table).where(eq(column, id));
      return Number(used);
    }),
  );
  const uses = usages.flatMap(({ what }, i) => (counts[i] > 0 ? [`${counts[i]} ${counts[i] === 1 ? what[0] : what[1]}`] : []));
  if (uses.length > 0) throw fieldError(field, `This ${entry} is used by ${uses.join(' and ')} and cannot be deleted.`);
}
