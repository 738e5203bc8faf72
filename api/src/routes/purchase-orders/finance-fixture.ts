/**
 * Test data of the purchase order and external expense tests: projects with and without a
 * parent, cost estimates with lines on them, and a valid purchase order payload.
 */
import { asc, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { costEstimateLines, costEstimates, projects } from '../../db/schema';

/** Two top-level projects (the second for another project's estimate) and one subproject. */
export async function financeProjects(db: Db): Promise<{ projectId: number; otherProjectId: number; subprojectId: number }> {
  const topLevel = await db.select({ id: projects.id }).from(projects).where(isNull(projects.parentId)).orderBy(asc(projects.id)).limit(2);
  const [child] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(isNotNull(projects.parentId))
    .orderBy(asc(projects.id))
    .limit(1);
  return { projectId: topLevel[0].id, otherProjectId: topLevel[1].id, subprojectId: child.id };
}

/** An estimate of the IDG unit (1 by default, whose plajas are 1 and 13) with two lines. */
export async function createEstimate(db: Db, projectId: number, idgUnitId = 1): Promise<{ ceId: number; lineIds: number[] }> {
  const [estimate] = await db
    .insert(costEstimates)
    .values({ projectId, value: '1500.00', statusId: 1, clientUnitId: 2, infodesignUnitId: idgUnitId })
    .returning({ id: costEstimates.id });
  const lines = await db
    .insert(costEstimateLines)
    .values([
      { costEstimateId: estimate.id, details: 'Key visual design', itemTypeId: 1, quantity: '10', unitCost: '100.00' },
      { costEstimateId: estimate.id, details: 'Banner set', itemTypeId: 2, quantity: '5', unitCost: '100.00' },
    ])
    .returning({ id: costEstimateLines.id });
  return { ceId: estimate.id, lineIds: lines.map((line) => line.id) };
}

export function purchaseOrderPayload(projectId: number, ceId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    project_id: projectId,
    cost_estimate_id: ceId,
    plaja_id: 1,
    po_number: 'PO-4711',
    date: '2026-10-01',
    // The invoice is dated the day it is issued (a chosen date may not precede the series' last document).
    invoice_date: null,
    value: '1250.50',
    client_unit_id: 2,
    client_pm_id: 6,
    ...overrides,
  };
}

/** The text fields of an external expense's multipart form on `projectId`, with `overrides`. */
export function expenseFields(projectId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    project_id: String(projectId),
    category_id: '3',
    init_date: '2026-11-02',
    value: '420.75',
    currency: 'EURO',
    author_id: '7',
    ...overrides,
  };
}
