/**
 * Invoicing demo data: a plaja (invoice series) for every IDG unit, plus an export series for
 * the first unit so the purchase order form has a choice; then, on the estimates of projects
 * without a parent, purchase orders in every invoice state, their invoices and stornos issued
 * through the invoicing module (real numbers, hashes and PDFs), dated in the past in number
 * order (every series' dates follow its numbers, as issuing requires). Orders need estimates: on a
 * database without any, only the plajas are seeded. Deterministic and idempotent (nothing
 * happens once plajas exist). Called by seedDatabase after the estimates.
 */
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { PURCHASE_ORDER_STATUS } from '@portal/shared/contract';
import { issueInvoice, issueStorno } from '../invoicing/issue-document';
import { addDays, today as todayOf } from '../lib/dates';
import { selectRows, type Db } from './client';
import { plajas, purchaseOrders } from './schema';
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

/** What happens to the seeded orders, one estimate each, in turn: every state and the labels of the estimates panel. */
const SCENARIOS = [['none'], ['invoiced'], ['reversed'], ['reset'], ['invoiced', 'none'], ['reversed', 'invoiced']] as const;
type Scenario = (typeof SCENARIOS)[number][number];

/** An estimate to order and invoice, with its parties. */
const SeedEstimateRow = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  project_title: Type.String(),
  invoiced_value: Type.String(),
  open_value: Type.String(),
  client_unit_id: Type.Integer(),
  plaja_id: Type.Integer(),
  client_pm_id: Type.Union([Type.Integer(), Type.Null()]),
  seller_name: Type.String(),
  seller_legal_entity: Type.String(),
  buyer_name: Type.String(),
  buyer_legal_entity: Type.String(),
});
type SeedEstimate = Static<typeof SeedEstimateRow>;

/** Up to 36 estimates with both units, on projects without a parent, oldest first. */
function seedEstimates(db: Db): Promise<SeedEstimate[]> {
  return selectRows(
    db,
    SeedEstimateRow,
    sql`select ce.id, ce.project_id, p.title as project_title, round(ce.value * 0.6, 2)::text as invoiced_value, round(ce.value * 0.4, 2)::text as open_value, ce.client_unit_id,
          (select min(pl.id) from plajas pl where pl.idg_unit_id = ce.infodesign_unit_id) as plaja_id,
          p.hogarth_pm_id as client_pm_id,
          iu.name as seller_name, iu.legal_entity as seller_legal_entity, cu.name as buyer_name, cu.legal_entity as buyer_legal_entity
        from cost_estimates ce
        join projects p on p.id = ce.project_id and p.parent_id is null
        join idg_units iu on iu.id = ce.infodesign_unit_id
        join client_units cu on cu.id = ce.client_unit_id
        where ce.value > 0
        order by ce.id
        limit 36`,
  );
}

/** Order `n` of `total`: its invoice two days after the previous order's, its storno the day after its invoice, the last one two days ago. */
async function seedOrder(tx: Db, estimate: SeedEstimate, scenario: Scenario, n: number, total: number, today: string): Promise<void> {
  const value = scenario === 'none' ? estimate.open_value : estimate.invoiced_value;
  const issuedOn = addDays(today, -2 * (total - n));
  const date = addDays(issuedOn, -14);
  const [po] = await tx
    .insert(purchaseOrders)
    .values({
      costEstimateId: estimate.id,
      poNumber: `PO-${String(4000 + n)}`,
      date,
      // An order not invoiced yet leaves the date to the day its invoice is issued.
      invoiceDate: scenario === 'none' ? null : issuedOn,
      value,
      clientPmId: estimate.client_pm_id ?? 6,
      infodesignPmId: 1,
      clientUnitId: estimate.client_unit_id,
      plajaId: estimate.plaja_id,
      statusId: PURCHASE_ORDER_STATUS.notInvoiced,
    })
    .returning({ id: purchaseOrders.id });
  if (scenario === 'none') return;
  const invoice = await issueInvoice(
    tx,
    {
      purchaseOrderId: po.id,
      plajaId: estimate.plaja_id,
      poNumber: `PO-${String(4000 + n)}`,
      projectTitle: estimate.project_title,
      seller: { name: estimate.seller_name, legalEntity: estimate.seller_legal_entity },
      buyer: { name: estimate.buyer_name, legalEntity: estimate.buyer_legal_entity },
      total: value,
      details: `Services under purchase order PO-${String(4000 + n)}`,
    },
    issuedOn,
    1,
  );
  // Only a reversed invoice's data can be reset.
  const storno = scenario === 'reversed' || scenario === 'reset' ? await issueStorno(tx, invoice.id, addDays(issuedOn, 1), 1) : null;
  if (scenario === 'reset') return;
  await tx
    .update(purchaseOrders)
    .set({
      invoiceId: invoice.id,
      hashFactura: invoice.hash,
      stornoId: storno?.id ?? null,
      hashStorno: storno?.hash ?? null,
      statusId: storno ? PURCHASE_ORDER_STATUS.notInvoiced : PURCHASE_ORDER_STATUS.invoiced,
    })
    .where(sql`${purchaseOrders.id} = ${po.id}`);
}

export async function seedInvoicing(db: Db, options: { now?: Date } = {}): Promise<void> {
  if ((await db.$count(plajas)) > 0) return;
  const today = todayOf(options.now ?? new Date());
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.insert(plajas).values(SEED_PLAJAS);
    await tx.execute(sql`select setval(pg_get_serial_sequence('plajas', 'id'), (select max(id) from plajas))`);
    const estimates = (await seedEstimates(tx)).filter((estimate) => estimate.plaja_id !== null);
    const total = estimates.reduce((sum, _, i) => sum + SCENARIOS[i % SCENARIOS.length].length, 0);
    let n = 0;
    for (const [i, estimate] of estimates.entries()) {
      for (const scenario of SCENARIOS[i % SCENARIOS.length]) await seedOrder(tx, estimate, scenario, n++, total, today);
    }
  });
}
