/**
 * Cost estimate demo data: on the first projects that have job numbers (top-level ones and
 * a few subprojects), one or two estimates each, in every status, each with an hour line
 * priced at its activity's rate, a piece line and, on most, a percent discount line; values
 * computed by the same SQL as a save. Deterministic and idempotent (nothing happens once
 * estimates exist). Called by seedDatabase after the configuration, before the purchase orders
 * that need these estimates.
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ESTIMATE_VALUE } from '../finance/cost-estimate-queries';
import { addDays, today as todayOf } from '../lib/dates';
import { selectRows, type Db } from './client';
import { costEstimateJobNumbers, costEstimateLines, costEstimates } from './schema';
import { SEED_ACTIVITY_TYPES, SEED_CLIENT_UNITS, SEED_IDG_UNITS } from './seed-config';

const PRICED_ACTIVITIES = SEED_ACTIVITY_TYPES.filter((type) => !type.disabled && type.rate !== null);
const PIECES = [
  ['Printed banners', '150.25'],
  ['Stock image licences', '79.90'],
  ['Hosting, one year', '1200.00'],
  ['Localised leaflets', '12.50'],
] as const;
const STATUSES = [3, 1, 1, 2] as const;

/** A project to estimate, with its first job number. */
const SeedProjectRow = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  job_number_id: Type.Integer(),
});

export async function seedCostEstimates(db: Db, options: { now?: Date } = {}): Promise<void> {
  if ((await db.$count(costEstimates)) > 0) return;
  const today = todayOf(options.now ?? new Date());
  const projects = await selectRows(
    db,
    SeedProjectRow,
    sql`(select p.id, p.parent_id, min(pj.job_number_id) as job_number_id
         from projects p join project_job_numbers pj on pj.project_id = p.id
         where p.parent_id is null group by p.id order by p.id limit 40)
        union all
        (select p.id, p.parent_id, min(pj.job_number_id) as job_number_id
         from projects p join project_job_numbers pj on pj.project_id = p.id
         where p.parent_id is not null group by p.id order by p.id limit 6)`,
  );
  if (projects.length === 0) return;

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let n = 0;
    for (const project of projects) {
      for (let k = 0; k < (Number(project.id) % 3 === 0 ? 2 : 1); k++, n++) {
        const [estimate] = await tx
          .insert(costEstimates)
          .values({
            projectId: Number(project.id),
            statusId: STATUSES[n % STATUSES.length],
            clientUnitId: SEED_CLIENT_UNITS[n % SEED_CLIENT_UNITS.length].id,
            infodesignUnitId: SEED_IDG_UNITS[n % SEED_IDG_UNITS.length].id,
            idgPmId: 1,
            createdAt: `${addDays(today, -(120 - n * 2))}T09:00:00Z`,
          })
          .returning({ id: costEstimates.id });
        await tx.insert(costEstimateJobNumbers).values({ costEstimateId: estimate.id, jobNumberId: Number(project.job_number_id) });
        const activity = PRICED_ACTIVITIES[n % PRICED_ACTIVITIES.length];
        const pieceActivity = PRICED_ACTIVITIES[(n + 7) % PRICED_ACTIVITIES.length];
        const [piece, unitCost] = PIECES[n % PIECES.length];
        await tx.insert(costEstimateLines).values([
          {
            costEstimateId: estimate.id,
            details: `${activity.name} hours`,
            itemTypeId: 1,
            activityTypeId: activity.id,
            quantity: String(8 + (n % 5) * 4),
            unitCost: activity.rate,
          },
          {
            costEstimateId: estimate.id,
            details: piece,
            itemTypeId: 2,
            activityTypeId: pieceActivity.id,
            quantity: String(1 + (n % 4)),
            unitCost,
          },
          ...(n % 4 === 3
            ? []
            : [
                {
                  costEstimateId: estimate.id,
                  details: 'Framework agreement discount',
                  itemTypeId: 3,
                  discount: String(5 * (1 + (n % 3))),
                },
              ]),
        ]);
      }
    }
    await tx.execute(sql`update cost_estimates ce set value = ${ESTIMATE_VALUE}`);
  });
}
