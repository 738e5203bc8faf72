/**
 * Invoice numbers and dates under real concurrency: 30 invoices asked for at once in each of two
 * series, some with a chosen past date. PGlite runs one transaction at a time, so this race
 * exists only on PostgreSQL (TEST_DATABASE_URL, `pnpm test:api:pg`); elsewhere it is skipped.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { InvoiceActionResponse, PurchaseOrder, SaveResponse, ValidationErrorBody } from '@portal/shared/contract';
import { queryRows } from '../test/query-rows';
import { addDays, today } from '../lib/dates';
import { createEstimate, financeProjects, purchaseOrderPayload } from '../routes/purchase-orders/finance-fixture';
import { setUpTestKit } from '../test/test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PER_SERIES = 30;
// IDG unit 1's series: its invoices (seeded up to yesterday) and its export series (no document yet).
const SERIES = [1, 13];

(onPostgres ? describe : describe.skip)('on PostgreSQL (TEST_DATABASE_URL): 30 invoices issued at once per series', () => {
  // Inside the block: a skipped block builds no app.
  const kit = setUpTestKit();
  let projectId: number;
  let ceId: number;

  beforeAll(async () => {
    ({ projectId } = await financeProjects(kit.t.database.db));
    ({ ceId } = await createEstimate(kit.t.database.db, projectId));
  });

  it('numbers them gap-free and once each, and dates them in number order', async () => {
    const yesterday = addDays(today(kit.now), -1);
    const before = new Map(
      (await queryRows<{ id: number; next: number }>(kit.t.database.db, sql`select id, next_number as next from plajas`)).map((row) => [
        Number(row.id),
        Number(row.next),
      ]),
    );
    const orders: PurchaseOrder[] = [];
    for (const plajaId of SERIES) {
      for (let i = 0; i < PER_SERIES; i++) {
        // Every third order chooses yesterday: it races the ones dated today, and loses once one of them is issued.
        const payload = purchaseOrderPayload(projectId, ceId, {
          plaja_id: plajaId,
          po_number: `PO-RACE-${plajaId}-${i}`,
          ...(i % 3 === 0 ? { invoice_date: yesterday } : {}),
        });
        const response = await kit.call('pm', 'POST', 'purchase-orders', payload);
        orders.push(response.json<SaveResponse<PurchaseOrder>>().data);
      }
    }

    const answers = await Promise.all(orders.map((po) => kit.call('pm', 'POST', `generate-invoice/${po.id}`)));

    const issuedPerSeries = new Map(SERIES.map((id) => [id, 0]));
    answers.forEach((answer, i) => {
      if (answer.statusCode === 200) {
        expect(answer.json<InvoiceActionResponse>().status).toBe('success');
        issuedPerSeries.set(orders[i].plaja_id, issuedPerSeries.get(orders[i].plaja_id)! + 1);
      } else {
        // Only a chosen past date may lose, and it says why.
        expect(answer.statusCode).toBe(422);
        expect(orders[i].invoice_date).toBe(yesterday);
        expect(Object.keys(answer.json<ValidationErrorBody>().errors)).toEqual(['invoice_date']);
      }
    });
    // Every order dated today is invoiced.
    expect([...issuedPerSeries.values()].reduce((a, b) => a + b)).toBeGreaterThanOrEqual(2 * (PER_SERIES - PER_SERIES / 3));

    for (const plajaId of SERIES) {
      const documents = await queryRows<{ number: number; issued_on: string; purchase_order_id: number }>(
        kit.t.database.db,
        sql`select number, issued_on::text as issued_on, purchase_order_id from invoices where plaja_id = ${plajaId} order by number`,
      );
      const numbers = documents.map((row) => Number(row.number));
      const raced = documents.filter((row) => Number(row.number) >= before.get(plajaId)!);
      // Gap-free and unique: 1..n over the whole series, the raced ones right after what was there.
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      expect(raced).toHaveLength(issuedPerSeries.get(plajaId)!);
      expect(new Set(raced.map((row) => row.purchase_order_id)).size).toBe(raced.length);
      const [{ next }] = await queryRows<{ next: number }>(
        kit.t.database.db,
        sql`select next_number as next from plajas where id = ${plajaId}`,
      );
      expect(Number(next)).toBe(numbers.length + 1);
      // Number order is date order.
      const dates = documents.map((row) => row.issued_on);
      expect(dates).toEqual([...dates].sort());
    }
  }, 120_000);
});
