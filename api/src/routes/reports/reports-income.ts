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
import { Type, type Static } from 'typebox';
import {
  IncomeRowSchema,
  MoneyText,
  ReportsIncomeByMonthResponseSchema,
  ReportsIncomeQuerySchema,
  ReportsIncomeResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { documentUrl } from '../../invoicing/document-address';
import { containsPattern } from '../../http/paging';
import { idFilter, onlyReportReaders, reportPeriodRequest, textFilter } from './report-request';

type IncomeQuery = Static<typeof ReportsIncomeQuerySchema>;

/** An invoiced order as the database answers it; the invoice's address is added here. */
const IncomeDbRow = Type.Omit(IncomeRowSchema, ['invoice_url']);
const TotalRow = Type.Object({ total: MoneyText() });
const MonthRow = Type.Object({ month: Type.String(), income: MoneyText() });

const tags = ['Reports'];

/**
 * The invoiced orders of the request's period and filters: `from ... where ...` with the order
 * `po`, its invoice `inv`, project `p`, client `c`, client unit `cu` and client PM `cpm`
 * (PostgreSQL drops the unused left joins of the monthly sums).
 */
function incomeSource(period: { startDate: string; endDate: string }, query: IncomeQuery): SQL {
  const title = textFilter(query.projectTitle);
  const filters: [number | null, SQL][] = [
    [idFilter(query.clientId), sql`p.client_id`],
    [idFilter(query.clientPM), sql`po.client_pm_id`],
    [idFilter(query.idgPM), sql`po.infodesign_pm_id`],
    [idFilter(query.hogarthPM), sql`p.hogarth_pm_id`],
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

export function reportsIncomeRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/reports-income',
    {
      preValidation: onlyReportReaders,
      schema: { tags, querystring: ReportsIncomeQuerySchema, response: { 200: ReportsIncomeResponseSchema, ...errorAnswers } },
    },
    async (request) => {
      const { period } = reportPeriodRequest(request, request.query);
      const source = incomeSource(period, request.query);
      const rows = await selectRows(
        ctx.db,
        IncomeDbRow,
        sql`select p.id as project_id, p.title as project_title, po.date::text as date, po.po_number,
            coalesce(cu.name, '') as client_unit_name, c.name as client_name, cpm.name as client_pm_name,
            inv.total::text as value, inv.id as invoice_id, inv.issued_on::text as invoice_date, inv.hash
          from ${source}
          order by inv.issued_on desc, po.id desc`,
      );
      const [total] = await selectRows(
        ctx.db,
        TotalRow,
        sql`select coalesce(sum(inv.total), 0)::numeric(14, 2)::text as total from ${source}`,
      );
      return {
        data: rows.map((row) => ({ ...row, invoice_url: documentUrl(ctx.config.invoicingUrl, 'invoice', row.invoice_id, row.hash)! })),
        total_income: total.total,
      };
    },
  );

  app.get(
    '/reports-income-by-month',
    {
      preValidation: onlyReportReaders,
      schema: { tags, querystring: ReportsIncomeQuerySchema, response: { 200: ReportsIncomeByMonthResponseSchema, ...errorAnswers } },
    },
    async (request) => {
      const { period } = reportPeriodRequest(request, request.query);
      const months = await selectRows(
        ctx.db,
        MonthRow,
        sql`with income as (
            select to_char(inv.issued_on, 'YYYY-MM') as month, sum(inv.total) as income from ${incomeSource(period, request.query)} group by 1
          )
          select to_char(m, 'YYYY-MM') as month, coalesce(income.income, 0)::numeric(14, 2)::text as income
          from generate_series(date_trunc('month', ${period.startDate}::date), ${period.endDate}::date, interval '1 month') m
          left join income on income.month = to_char(m, 'YYYY-MM')
          order by m`,
      );
      return { data: Object.fromEntries(months.map((row) => [row.month, row.income])) };
    },
  );
}
