/**
 * GET /api/financial-summary/{projectId} (document 2, section 2, "Financial summary"), for
 * finance users (403 otherwise, 404 for an unknown project). Every figure is summed in SQL:
 * - estimate cost: the values of the project's approved estimates (status 1);
 * - invoiced: the totals of the standing invoices of its estimates' purchase orders (an invoice
 *   a storno reverses no longer counts), as the orders panel shows them (issue 32);
 * - development cost: SUM(hours x unit cost) of its timesheet entries (unit cost is the
 *   activity's rate when the entry was saved), with one line per activity and rate;
 * - external cost: the values of its external expenses, each listed with its currency, and
 *   summed per currency: USD and EURO are never added at face value (issue 29);
 * - profit = estimate cost - development cost - external cost, in euro (the agency's currency,
 *   document 3 section 9) less the EURO expenses, then each other currency's expenses negated.
 * Estimates, invoices and hours are in the agency's currency, which the answer names.
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  CurrencyAmountSchema,
  ExternalExpenseCostLineSchema,
  FinancialSummaryResponseSchema,
  FinanceProjectParams,
  TimesheetCostLineSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { costEstimateItems } from '../../finance/cost-estimate-queries';
import { loadFinanceProject, requireFinance } from '../../finance/finance-access';

const TotalsRow = Type.Object({
  estimate_cost: Type.String(),
  invoiced: Type.String(),
  development_cost: Type.String(),
  profit: Type.String(),
});
/** The currency estimates and hours are counted in, as the expenses name it. */
const AGENCY_CURRENCY = 'EURO';

export function financialSummaryRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/financial-summary/:projectId',
    {
      schema: {
        tags: ['Financial summary'],
        params: FinanceProjectParams,
        response: { 200: FinancialSummaryResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      requireFinance(currentUser(request));
      const { id } = await loadFinanceProject(ctx, request.params.projectId);
      const [[totals], externalCost, otherCurrencies, items, timesheetLines, expenseLines] = await Promise.all([
        selectRows(
          ctx.db,
          TotalsRow,
          sql`select e.cost::text as estimate_cost, i.total::text as invoiced, d.cost::text as development_cost,
                (e.cost - d.cost - x.cost)::text as profit
              from (select coalesce(sum(value), 0)::numeric(16, 2) as cost from cost_estimates where project_id = ${id} and status_id = 1) e,
                   (select coalesce(sum(inv.total), 0)::numeric(16, 2) as total
                    from invoices inv
                    join purchase_orders po on po.id = inv.purchase_order_id
                    join cost_estimates ce on ce.id = po.cost_estimate_id
                    where ce.project_id = ${id} and inv.kind = 'invoice'
                      and not exists (select 1 from invoices st where st.reverses_id = inv.id)) i,
                   (select coalesce(sum(hours * unit_cost), 0)::numeric(16, 2) as cost from timesheet_entries where project_id = ${id}) d,
                   (select coalesce(sum(value), 0)::numeric(16, 2) as cost from external_expenses
                    where project_id = ${id} and currency = ${AGENCY_CURRENCY}) x`,
        ),
        selectRows(
          ctx.db,
          CurrencyAmountSchema,
          sql`select currency, sum(value)::numeric(16, 2)::text as value from external_expenses where project_id = ${id}
              group by currency order by currency <> ${AGENCY_CURRENCY}, currency`,
        ),
        selectRows(
          ctx.db,
          CurrencyAmountSchema,
          sql`select currency, (-sum(value))::numeric(16, 2)::text as value from external_expenses
              where project_id = ${id} and currency <> ${AGENCY_CURRENCY}
              group by currency order by currency`,
        ),
        costEstimateItems(ctx.db, id),
        selectRows(
          ctx.db,
          TimesheetCostLineSchema,
          sql`select a.name as activity_name, sum(t.hours)::text as hours, t.unit_cost::text as unit_cost,
                sum(t.hours * t.unit_cost)::numeric(16, 2)::text as cost
              from timesheet_entries t join activity_types a on a.id = t.activity_type_id
              where t.project_id = ${id}
              group by a.id, a.name, t.unit_cost
              order by lower(a.name), a.id, t.unit_cost`,
        ),
        selectRows(
          ctx.db,
          ExternalExpenseCostLineSchema,
          sql`select x.id, x.description, c.title as category_title, x.currency, x.value::text as value
              from external_expenses x left join expense_categories c on c.id = x.category_id
              where x.project_id = ${id}
              order by x.init_date, x.id`,
        ),
      ]);
      return {
        data: {
          currency: AGENCY_CURRENCY,
          estimate_cost: totals.estimate_cost,
          invoiced: totals.invoiced,
          development_cost: totals.development_cost,
          external_cost: externalCost,
          profit: [{ currency: AGENCY_CURRENCY, value: totals.profit }, ...otherCurrencies],
          cost_estimate_items: items,
          timesheet_lines: timesheetLines,
          external_expense_lines: expenseLines,
        },
      };
    },
  );
}
