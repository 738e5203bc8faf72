/**
 * Invoice numbers: each plaja (series) counts 1, 2, 3... with no gap and no number given
 * twice. The number is taken by incrementing the plaja's counter inside the transaction that
 * stores the document: the row lock makes concurrent documents of one series wait for each
 * other, and a transaction that fails gives its number back by rolling the counter back.
 * The unique index on (plaja_id, number) is the last line of defence.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plajas } from '../db/schema';

export type TakenNumber = { plajaId: number; series: string; number: number };

/** Must run inside the transaction that inserts the document. Null when the plaja does not exist. */
export async function takeNextNumber(tx: Db, plajaId: number): Promise<TakenNumber | null> {
  const [row] = await tx
    .update(plajas)
    .set({ nextNumber: sql`${plajas.nextNumber} + 1` })
    .where(eq(plajas.id, plajaId))
    .returning({ series: plajas.series, number: sql<number>`${plajas.nextNumber} - 1`.mapWith(Number) });
  return row ? { plajaId, series: row.series, number: row.number } : null;
}

/** "IDGB 0042": the series and the number as printed and listed. */
export function documentNumber(series: string, number: number): string {
  return `${series} ${String(number).padStart(4, '0')}`;
}
