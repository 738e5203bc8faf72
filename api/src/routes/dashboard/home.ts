/**
 * GET /api/home (issue 32, beyond document 1): the cards of the caller's personal home, each
 * summed in SQL and answered only to the roles it is for (docs/roles.md); a card the role does
 * not get is null. 403 for limited project managers, who have no home (canSeeDashboard).
 * - week (developers): this week's hours against 8 h per working day that is not excused
 *   (holiday or wildcard, as the missing-timesheet report counts), and the days up to yesterday
 *   that came up short;
 * - approval (approvers): the pending entries they may decide (the approval list's own rule);
 * - deadlines (everyone who sees projects): their open projects (Pending, WIP) due within 30 days
 *   or overdue; "their" is the projects they take part in, for a full PM too;
 * - budget and orders (finance users): their open projects' resources' hours against the hours
 *   logged and the approved estimates against the cost; purchase orders with no invoice;
 * - developers (IT users): the developers they administer.
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { canApprove, canSeeDashboard, canSeeFinance, canSeeProjects, isDeveloper, isItUser } from '@portal/shared/access';
import { HOME_CARD_ROWS, HOME_DEADLINE_DAYS, PROJECT_STATUS } from '@portal/shared/contract';
import {
  HomeApprovalSchema,
  HomeBurnSchema,
  HomeDeadlineSchema,
  HomeDevelopersSchema,
  HomeResponseSchema,
  HomeUninvoicedSchema,
  HomeWeekSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { addDays, today } from '../../lib/dates';
import { involvedCondition } from '../../projects/visibility';
import { decidableCondition } from '../../timesheet/approval-authority';
import { currentWeekNo, weekRange } from '../../timesheet/week';
import type { AuthUser } from '../../users/auth-user';
import { notExcused } from '../reports/excused-day';
import { DAILY_CAPACITY_HOURS } from '../reports/reports-missing-timesheet';

const DEVELOPER_ROLE = 4;
/** Estimates and hours are counted in euro; expenses in another currency are not added at face value. */
const AGENCY_CURRENCY = 'EURO';
const OPEN = sql.raw(`(${PROJECT_STATUS.pending}, ${PROJECT_STATUS.open})`);

async function weekOf(ctx: AppContext, user: AuthUser) {
  const now = ctx.now();
  const { startDate, endDate } = weekRange(currentWeekNo(now), now);
  const yesterday = addDays(today(now), -1);
  const owed = sql`extract(isodow from d.day) < 6 and ${notExcused(sql`${user.id}::int`, sql`d.day`)}`;
  const [week] = await selectRows(
    ctx.db,
    HomeWeekSchema,
    sql`with days as (
          select day::date as day from generate_series(${startDate}::date, ${endDate}::date, interval '1 day') day
        ),
        logged as (
          select manual_date, sum(hours) as hours from timesheet_entries
          where user_id = ${user.id} and manual_date between ${startDate}::date and ${endDate}::date
          group by manual_date
        )
        select ${startDate}::text as start_date, ${endDate}::text as end_date,
          coalesce(sum(l.hours), 0)::numeric(10, 2)::text as hours,
          (count(*) filter (where ${owed}) * ${DAILY_CAPACITY_HOURS})::numeric(10, 2)::text as capacity,
          coalesce(array_agg(d.day::text order by d.day) filter (
            where ${owed} and d.day <= ${yesterday}::date and coalesce(l.hours, 0) < ${DAILY_CAPACITY_HOURS}
          ), '{}') as missing_days
        from days d left join logged l on l.manual_date = d.day`,
  );
  return week;
}

async function approvalOf(ctx: AppContext, user: AuthUser) {
  const [approval] = await selectRows(
    ctx.db,
    HomeApprovalSchema,
    sql`select count(*)::int as pending, coalesce(sum(te.hours), 0)::numeric(12, 2)::text as hours, min(te.manual_date)::text as oldest_date
        from timesheet_entries te
        where te.approval_state = 0 and ${decidableCondition(user)}`,
  );
  return approval;
}

const DeadlineRow = Type.Object({ ...HomeDeadlineSchema.properties, total: Type.Integer() });

async function deadlinesOf(ctx: AppContext, user: AuthUser) {
  const day = today(ctx.now());
  const rows = await selectRows(
    ctx.db,
    DeadlineRow,
    sql`select p.id as project_id, p.title as project_title, p.deadline::text as deadline, p.status_id,
          (p.deadline - ${day}::date)::int as days_left, (count(*) over ())::int as total
        from projects p
        where ${involvedCondition(user.id)} and p.status_id in ${OPEN}
          and p.deadline <= ${addDays(day, HOME_DEADLINE_DAYS)}::date
        order by p.deadline, p.id
        limit ${HOME_CARD_ROWS}`,
  );
  const projects = rows.map(({ project_id, project_title, deadline, status_id, days_left }) => ({
    project_id,
    project_title,
    deadline,
    status_id,
    days_left,
  }));
  return { total: rows[0]?.total ?? 0, projects };
}

async function budgetOf(ctx: AppContext, user: AuthUser) {
  return selectRows(
    ctx.db,
    HomeBurnSchema,
    sql`with mine as (
          select p.id, p.title from projects p where ${involvedCondition(user.id)} and p.status_id in ${OPEN}
        ),
        planned as (
          select project_id, sum(max_hours) as hours from project_resources where project_id in (select id from mine) group by project_id
        ),
        logged as (
          select project_id, sum(hours) as hours, sum(hours * unit_cost) as cost from timesheet_entries
          where project_id in (select id from mine) group by project_id
        ),
        estimated as (
          select project_id, sum(value) as value from cost_estimates
          where status_id = 1 and project_id in (select id from mine) group by project_id
        ),
        external as (
          select project_id, sum(value) as value from external_expenses
          where currency = ${AGENCY_CURRENCY} and project_id in (select id from mine) group by project_id
        ),
        burn as (
          select m.id, m.title, coalesce(pl.hours, 0) as planned, coalesce(l.hours, 0) as logged,
            coalesce(e.value, 0) as estimate, coalesce(l.cost, 0) + coalesce(x.value, 0) as cost
          from mine m
          left join planned pl on pl.project_id = m.id
          left join logged l on l.project_id = m.id
          left join estimated e on e.project_id = m.id
          left join external x on x.project_id = m.id
          where pl.hours is not null or l.hours is not null or e.value is not null
        )
        select id as project_id, title as project_title, planned::numeric(12, 2)::text as planned_hours,
          logged::numeric(12, 2)::text as logged_hours, estimate::numeric(14, 2)::text as estimate, cost::numeric(14, 2)::text as cost
        from burn
        -- The projects closest to (or past) their budget first, by hours or by money.
        order by greatest(coalesce(logged / nullif(planned, 0), 0), coalesce(cost / nullif(estimate, 0), 0)) desc, id
        limit ${HOME_CARD_ROWS}`,
  );
}

const OrdersRow = Type.Object({ ...HomeUninvoicedSchema.properties, total: Type.Integer() });

async function ordersOf(ctx: AppContext, user: AuthUser) {
  const rows = await selectRows(
    ctx.db,
    OrdersRow,
    sql`select p.id as project_id, p.title as project_title, count(*)::int as orders, sum(po.value)::numeric(14, 2)::text as value,
          (sum(count(*)) over ())::int as total
        from purchase_orders po
        join cost_estimates ce on ce.id = po.cost_estimate_id
        join projects p on p.id = ce.project_id
        where po.invoice_id is null and ${involvedCondition(user.id)}
        group by p.id, p.title
        order by count(*) desc, p.id
        limit ${HOME_CARD_ROWS}`,
  );
  const projects = rows.map(({ project_id, project_title, orders, value }) => ({ project_id, project_title, orders, value }));
  return { total: rows[0]?.total ?? 0, projects };
}

async function developersOf(ctx: AppContext) {
  const [developers] = await selectRows(
    ctx.db,
    HomeDevelopersSchema,
    sql`select count(*) filter (where not u.disabled)::int as active,
          count(*) filter (where not u.disabled and u.is_teamlead)::int as team_leads,
          count(*) filter (where not u.disabled and not exists (select 1 from user_activity_types a where a.user_id = u.id))::int
            as without_activity_types,
          count(*) filter (where u.disabled)::int as disabled
        from users u where u.role = ${DEVELOPER_ROLE}`,
  );
  return developers;
}

export function homeRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Dashboard'], response: { 200: HomeResponseSchema, ...errorAnswers } };
  app.get('/home', { schema }, async (request) => {
    const user = currentUser(request);
    requireAccess(user, canSeeDashboard);
    const may = (rule: (subject: AuthUser['access']) => boolean) => rule(user.access);
    const [week, approval, deadlines, budget, orders, developers] = await Promise.all([
      may(isDeveloper) ? weekOf(ctx, user) : null,
      may(canApprove) ? approvalOf(ctx, user) : null,
      may(canSeeProjects) ? deadlinesOf(ctx, user) : null,
      may(canSeeFinance) ? budgetOf(ctx, user) : null,
      may(canSeeFinance) ? ordersOf(ctx, user) : null,
      may(isItUser) ? developersOf(ctx) : null,
    ]);
    return { data: { week, approval, deadlines, budget, orders, developers } };
  });
}
