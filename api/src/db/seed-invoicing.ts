/**
 * Invoicing demo data: a plaja (invoice series) for every IDG unit, and a second, export
 * series for the first unit, so the purchase order form has a choice. Idempotent: nothing
 * happens once plajas exist. Called by seedDatabase after the configuration data.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { plajas } from './schema';
import { SEED_IDG_UNITS } from './seed-config';

export const SEED_PLAJAS = [
  ...SEED_IDG_UNITS.map((unit) => ({
    id: unit.id,
    nume: `${unit.name} invoices`,
    series: `IDG${String(unit.id).padStart(2, '0')}`,
    idgUnitId: unit.id,
  })),
  { id: SEED_IDG_UNITS.length + 1, nume: `${SEED_IDG_UNITS[0].name} export invoices`, series: 'IDG01X', idgUnitId: SEED_IDG_UNITS[0].id },
];

export async function seedInvoicing(db: Db): Promise<void> {
  const [row] = await queryRows<{ count: string | number }>(db, sql`select count(*) as count from plajas`);
  if (Number(row.count) > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(plajas).values(SEED_PLAJAS);
    await tx.execute(sql`select setval(pg_get_serial_sequence('plajas', 'id'), (select max(id) from plajas))`);
  });
}
