/**
 * What the configuration, clients and brands routes share: who may call them, id parameters,
 * flags as the forms send them, and the live-update events. Session roles: docs/roles.md.
 */
import { asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { canManageConfiguration, canManageDevelopers } from '@portal/shared/access';
import { LOOKUPS_CHANNEL, type LookupEventName } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { requireAccess } from '../../auth/require-access';
import { fieldError, notFound } from '../../http/errors';
import { isPresent, toInteger, type Rule } from '../../http/validation';
import type { AuthUser } from '../../users/auth-user';

/** Configuration, clients and brands: full project managers (session role 2, not limited). */
export function requireConfigManager(user: AuthUser): void {
  requireAccess(user, canManageConfiguration);
}

/** The developers page: full project managers and IT users. */
export function requireDevelopersPage(user: AuthUser): void {
  requireAccess(user, canManageDevelopers);
}

/** The `:id` of a path; 404 when it cannot be an id. */
export function idParam(params: unknown): number {
  const id = toInteger((params as { id?: unknown }).id);
  if (id === null || id < 1) throw notFound();
  return id;
}

/** Checkboxes arrive as booleans, 0/1 or their text forms. */
export function toFlag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

export const flag = (): Rule => (value, field) =>
  !isPresent(value) || toFlag(value) !== null ? null : `The ${field.replace(/_/g, ' ')} field must be true or false.`;

/** A list of ids (numbers or numeric strings). */
export const idList = (): Rule => (value, field) =>
  value === undefined || value === null || (Array.isArray(value) && value.every((v) => (toInteger(v) ?? 0) > 0))
    ? null
    : `The ${field.replace(/_/g, ' ')} field must be a list of ids.`;

export function toIdList(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value.map((v) => toInteger(v) as number))] : [];
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

/** Deletes the row whose id the route's `:id` names; 404 when there is none. */
export async function deleteById(ctx: AppContext, table: PgTable & { id: AnyPgColumn }, params: unknown): Promise<void> {
  const [row] = await ctx.db
    .delete(table)
    .where(eq(table.id, idParam(params)))
    .returning({ id: table.id });
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
