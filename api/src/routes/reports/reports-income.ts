/**
 * GET /api/reports-income and /api/reports-income-by-month (document 3, sections 2, 3 and 7):
 * the income of a period, i.e. the invoices issued in it that no storno reversed, filtered by
 * project title, client, client PM, IDG PM (the order's) and Hogarth PM (the project's). An
 * amount is the issued invoice's total, what its PDF says, never the order's editable value;
 * a storno cancels its invoice. The rows and the total, and the same income summed per month
 * (every month of the period, empty ones as 0.00, through generate_series). Unpaged: one row
 * per invoice. Sums in SQL on numeric amounts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomeRow, ReportsIncomeByMonthResponse, ReportsIncomeResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../db/client';
import { documentUrl } from '../../invoicing/document-address';
import { containsPattern } from '../../http/paging';
import { idFilter, reportPeriodRequest, textFilter } from './report-request';

/**
 * The invoiced orders of the request's period and filters: `from ... where ...` with the order
 * `po`, its invoice `inv`, project `p`, client `c`, client unit `cu` and client PM `cpm`
 * (PostgreSQL drops the unused left joins of the monthly sums).
 */
function incomeSource(request: FastifyRequest): SQL {
  const { period } = reportPeriodRequest(request);
  const title = textFilter(request, 'projectTitle');
  const filters: [number | null, SQL][] = [
    [idFilter(request, 'clientId'), sql`p.client_id`],
    [idFilter(request, 'clientPM'), sql`po.client_pm_id`],
    [idFilter(request, 'idgPM'), sql`po.infodesign_pm_id`],
    [idFilter(request, 'hogarthPM'), sql`p.hogarth_pm_id`],
  ];
  const conditions = [
    sql`po.storno_id is null`,
    sql`inv.kind = 'invoice'`,
    sql`not exists (select 1 from invoices st where st.reverses_id = inv.id)`,
    sql`inv.issued_on between ${period.startDate}::date and ${period.endDate}::date`,
    ...(title ? [sql`p.title ilike ${containsPattern(title)}`] : []),
    ...filters.filter(([id]) => id !== null).map(([id, column]) => sql`${column} = ${id}`),
  ];
  return sql`purchase_orders po
    join invoices inv on inv.id = po.invoice_id
    join cost_estimates ce on ce.id = po.cost_estimate_id
    join projects p on p.id = ce.project_id
    left join clients c on c.id = p.client_id
    left join client_units cu on cu.id = po.client_unit_id
    left join users cpm on cpm.id = po.client_pm_id
    where ${sql.join(conditions, sql` and `)}`;
}

export function reportsIncomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/reports-income', async (request) => {
    const source = incomeSource(request);
    const rows = await queryRows<Omit<IncomeRow, 'invoice_url'>>(
      ctx.db,
      sql`select p.id as project_id, p.title as project_title, po.date::text as date, po.po_number,
          coalesce(cu.name, '') as client_unit_name, c.name as client_name, cpm.name as client_pm_name,
          inv.total::text as value, inv.id as invoice_id, inv.issued_on::text as invoice_date, inv.hash
        from ${source}
        order by inv.issued_on desc, po.id desc`,
    );
    const [total] = await queryRows<{ total: string }>(
      ctx.db,
      sql`select coalesce(sum(inv.total), 0)::numeric(14, 2)::text as total from ${source}`,
    );
    const body: ReportsIncomeResponse = {
      data: rows.map((row) => ({ ...row, invoice_url: documentUrl(ctx.config.invoicingUrl, 'invoice', row.invoice_id, row.hash)! })),
      total_income: total.total,
    };
    return body;
  });

  app.get('/reports-income-by-month', async (request) => {
    const { period } = reportPeriodRequest(request);
    const months = await queryRows<{ month: string; income: string }>(
      ctx.db,
      sql`with income as (
          select to_char(inv.issued_on, 'YYYY-MM') as month, sum(inv.total) as income from ${incomeSource(request)} group by 1
        )
        select to_char(m, 'YYYY-MM') as month, coalesce(income.income, 0)::numeric(14, 2)::text as income
        from generate_series(date_trunc('month', ${period.startDate}::date), ${period.endDate}::date, interval '1 month') m
        left join income on income.month = to_char(m, 'YYYY-MM')
        order by m`,
    );
    const body: ReportsIncomeByMonthResponse = { data: Object.fromEntries(months.map((row) => [row.month, row.income])) };
    return body;
  });
}
