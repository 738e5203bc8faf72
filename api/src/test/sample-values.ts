/**
 * Real values from the seeded database for the generic suites (contract-walk.test.ts,
 * bad-input.test.ts): what to put in each path parameter, query parameter and body field an
 * operation of the OpenAPI document names, by the parameter's name and, for a bare `id`, the
 * path it belongs to (`/api/brand/{id}` is a brand's id, `/api/ts/{id}` a timesheet entry's).
 */
import { asc, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  activityTypes,
  brands,
  businessUnits,
  clients,
  clientUnits,
  costEstimates,
  expenseCategories,
  externalExpenses,
  idgUnits,
  invoices,
  plajas,
  projectCategories,
  projectResources,
  projects,
  purchaseOrders,
  timesheetEntries,
  workingPlaces,
} from '../db/schema';
import { DEMO_USERS } from '../db/seed-data';

export type SampleValues = {
  /** The value of a path parameter (text), or undefined when the seed has none to give. */
  path(documentPath: string, name: string): string | undefined;
  /** The value of a query parameter by its name, or undefined. */
  query(name: string): string | undefined;
  /** An id for a body field named like `project_id`/`projectId`, or undefined. */
  bodyId(name: string): number | undefined;
};

async function firstId(db: Db, table: PgTable & { id: PgColumn }): Promise<number | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return row?.id as number | undefined;
}

/** A user who is none of the demo accounts, so a call that changes or removes them signs no one out. */
const OTHER_USER_ID = 20;

export async function loadSampleValues(db: Db, now: Date): Promise<SampleValues> {
  const [estimate] = await db
    .select({ id: costEstimates.id, projectId: costEstimates.projectId })
    .from(costEstimates)
    .orderBy(asc(costEstimates.id))
    .limit(1);
  const [child] = await db
    .select({ id: projects.id, parentId: projects.parentId })
    .from(projects)
    .where(isNotNull(projects.parentId))
    .orderBy(asc(projects.id))
    .limit(1);
  const [invoice] = await db
    .select({ id: invoices.id, kind: invoices.kind, hash: invoices.hash })
    .from(invoices)
    .orderBy(asc(invoices.id))
    .limit(1);
  const [entry] = await db.select({ id: timesheetEntries.id }).from(timesheetEntries).orderBy(asc(timesheetEntries.id)).limit(1);
  const ids = {
    project: estimate?.projectId,
    costEstimate: estimate?.id,
    purchaseOrder: await firstId(db, purchaseOrders),
    expense: await firstId(db, externalExpenses),
    plaja: await firstId(db, plajas),
    entry: entry?.id,
    workingPlace: await firstId(db, workingPlaces),
    resource: await firstId(db, projectResources),
    activityType: await firstId(db, activityTypes),
    clientUnit: await firstId(db, clientUnits),
    idgUnit: await firstId(db, idgUnits),
    expenseCategory: await firstId(db, expenseCategories),
    projectCategory: await firstId(db, projectCategories),
    businessUnit: await firstId(db, businessUnits),
    client: await firstId(db, clients),
    brand: await firstId(db, brands),
  };
  const today = now.toISOString().slice(0, 10);
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);

  /** A bare `{id}` by the path's first segment. */
  const idOfPath: [RegExp, number | undefined][] = [
    [/^\/api\/(project|project-parents|update-projects-status|save-project)\//, child?.id ?? ids.project],
    [/^\/api\/project-resources\//, ids.resource],
    [/^\/api\/activity-types?\//, ids.activityType],
    [/^\/api\/users?\//, OTHER_USER_ID],
    [/^\/api\/client-units?\//, ids.clientUnit],
    [/^\/api\/idg-units?\//, ids.idgUnit],
    [/^\/api\/expenses-categor(y|ies)\//, ids.expenseCategory],
    [/^\/api\/project-categor(y|ies)\//, ids.projectCategory],
    [/^\/api\/business-units?\//, ids.businessUnit],
    [/^\/api\/clients?\//, ids.client],
    [/^\/api\/brands?\//, ids.brand],
    [/^\/api\/purchase-orders\//, ids.purchaseOrder],
    [/^\/api\/external-expenses\//, ids.expense],
    [/^\/api\/(cost-estimates?|download-ce)\//, ids.costEstimate],
    [/^\/api\/ts\//, ids.entry],
    [/^\/api\/uwp\//, ids.workingPlace],
    [/^\/api\/invoicing\//, invoice?.id],
  ];

  const byName: Record<string, string | number | undefined> = {
    projectId: child?.parentId ?? ids.project,
    childId: child?.id,
    userId: DEMO_USERS.dev.id,
    roleId: DEMO_USERS.dev.role,
    ceId: ids.costEstimate,
    poId: ids.purchaseOrder,
    expenseId: ids.expense,
    plajaId: ids.plaja,
    // Weeks count from the current year's first ISO week (src/timesheet/week.ts): 0 is that week.
    week: 0,
    date: today,
    kind: invoice?.kind,
    hash: invoice?.hash,
  };

  const queryByName: Record<string, string> = {
    startDate: monthAgo,
    endDate: today,
    start_date: monthAgo,
    end_date: today,
    date: today,
    from: monthAgo,
    to: today,
    page: '1',
    resPerPage: '10',
    year: today.slice(0, 4),
    month: String(Number(today.slice(5, 7))),
    section: 'po',
    // saved-views: a list's key is its page's route.
    list: '/reports/timesheet',
  };

  const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

  return {
    path(documentPath, name) {
      if (name === 'id') return text(idOfPath.find(([pattern]) => pattern.test(documentPath))?.[1]);
      return text(byName[name]);
    },
    query: (name) => queryByName[name] ?? text(byName[name]),
    bodyId(name) {
      const key = name.replace(/_id$|Id$|_ids$|Ids$/, '').replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
      if (key === 'user' || key === 'owner' || key === 'teamlead') return OTHER_USER_ID;
      const known = { ...ids, ce: ids.costEstimate, po: ids.purchaseOrder, category: ids.expenseCategory } as Record<
        string,
        number | undefined
      >;
      return known[key];
    },
  };
}
