/**
 * The cost estimates' SQL, shared by the list, the single estimate, the PDF and the summary.
 * Decimals are read as text so no amount passes through a float.
 *
 * An estimate's value is computed here, in SQL, from its lines: the sum of quantity x unit cost
 * of the hour and piece lines (types 1 and 2), reduced by the percentage of its discount line
 * (type 3), rounded to cents. The portal shows the same figure live (estimate-value.ts there).
 */
import { sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { CostEstimate, CostEstimateItem, CostEstimateLine } from '@portal/shared/contract';
import { CostEstimateItemSchema, CostEstimateLineSchema, CostEstimateSchema, MoneyText } from '@portal/shared/schemas';
import { selectRows, type Db } from '../db/client';

/** A purchase order carries a live invoice when it has one that no storno reversed. */
const INVOICED = sql.raw('po.invoice_id is not null and po.storno_id is null');

/** The panel's rows, one per estimate matching `where` (on the alias `ce`). */
export function costEstimateRows(db: Db, where: SQL): Promise<CostEstimate[]> {
  return selectRows(
    db,
    CostEstimateSchema,
    sql`select ce.id, ce.project_id, ce.value::text as value, ce.status_id, s.name as ce_status_name,
          ce.client_unit_id, cu.name as client_unit_name, ce.infodesign_unit_id, iu.name as idg_unit_name,
          pm.name as idg_pm_name, to_char(ce.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
          coalesce((select json_agg(json_build_object('id', j.id, 'name', j.name) order by j.name, j.id)
                    from cost_estimate_job_numbers cj join job_numbers j on j.id = cj.job_number_id
                    where cj.cost_estimate_id = ce.id), '[]'::json) as job_numbers,
          coalesce(po.count, 0)::int as po_emis,
          coalesce(po.count > 0 and po.invoiced > 0 and po.invoiced < po.count, false) as partially_invoiced,
          coalesce(po.count > 0 and po.invoiced = 0, false) as not_invoiced,
          coalesce(po.invoiced > 0, false) as lines_locked
        from cost_estimates ce
        join cost_estimate_statuses s on s.id = ce.status_id
        left join client_units cu on cu.id = ce.client_unit_id
        left join idg_units iu on iu.id = ce.infodesign_unit_id
        left join users pm on pm.id = ce.idg_pm_id
        left join lateral (
          select count(*) as count, count(*) filter (where ${INVOICED}) as invoiced
          from purchase_orders po where po.cost_estimate_id = ce.id
        ) po on true
        where ${where}
        order by ce.created_at desc, ce.id desc`,
  );
}

export function costEstimateLines(db: Db, costEstimateId: number): Promise<CostEstimateLine[]> {
  return selectRows(
    db,
    CostEstimateLineSchema,
    sql`select l.id, l.cost_estimate_id, l.details, l.item_type_id, t.unit, l.activity_type_id, a.name as activity_name,
          l.quantity::text as quantity, l.discount::text as discount, l.unit_cost::text as unit_cost,
          case when l.item_type_id = 3 then null else round(l.quantity * l.unit_cost, 2)::text end as value
        from cost_estimate_lines l
        join cost_estimate_item_types t on t.id = l.item_type_id
        left join activity_types a on a.id = l.activity_type_id
        where l.cost_estimate_id = ${costEstimateId}
        order by l.id`,
  );
}

/** Every line of a project's estimates with its estimate's status: the summary's estimate items. */
export function costEstimateItems(db: Db, projectId: number): Promise<CostEstimateItem[]> {
  return selectRows(
    db,
    CostEstimateItemSchema,
    sql`select l.cost_estimate_id, a.name as activity_name, l.details, l.item_type_id, ce.status_id,
          l.quantity::text as quantity, l.discount::text as discount, l.unit_cost::text as unit_cost
        from cost_estimate_lines l
        join cost_estimates ce on ce.id = l.cost_estimate_id
        left join activity_types a on a.id = l.activity_type_id
        where ce.project_id = ${projectId}
        order by ce.created_at desc, ce.id desc, l.id`,
  );
}

/** The value of the estimate aliased `ce`, from its stored lines. */
export const ESTIMATE_VALUE = sql`coalesce((
  select round(
    coalesce(sum(l.quantity * l.unit_cost) filter (where l.item_type_id in (1, 2)), 0)
      * (100 - coalesce(max(l.discount) filter (where l.item_type_id = 3), 0)) / 100, 2)
  from cost_estimate_lines l where l.cost_estimate_id = ce.id), 0)`;

/** Sets the estimate's value from its stored lines; answers the new value. */
export async function recomputeEstimateValue(db: Db, costEstimateId: number): Promise<string> {
  const [row] = await selectRows(
    db,
    Type.Object({ value: MoneyText() }),
    sql`update cost_estimates ce set value = ${ESTIMATE_VALUE}
        where ce.id = ${costEstimateId}
        returning ce.value::text as value`,
  );
  return row.value;
}
