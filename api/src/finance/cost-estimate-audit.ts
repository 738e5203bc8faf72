/**
 * The audit trail of cost estimates and their lines (issue 29): the estimate as a sentence
 * names it (status, units, job numbers, value, each line in words), read in the change's
 * transaction before and after, and the row that records the difference.
 */
import { inArray, sql } from 'drizzle-orm';
import type { CostEstimateLine } from '@portal/shared/contract';
import { changedFields, recordChange, type AuditAction } from '../audit/record-change';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { costEstimateLines, costEstimateRows } from './cost-estimate-queries';

export type EstimateSnapshot = {
  id: number;
  project_id: number;
  ce_status_name: string;
  client_unit_name: string;
  idg_unit_name: string;
  job_numbers: string[];
  value: string;
  lines: string[];
};

const AUDITED = ['ce_status_name', 'client_unit_name', 'idg_unit_name', 'job_numbers', 'value', 'lines'] as const;

/** "Key visual design: 10.00 hour × 100.00", "Loyalty discount: 10.00 %". */
function lineInWords(line: CostEstimateLine): string {
  if (line.item_type_id === 3) return `${line.details}: ${line.discount} %`;
  return `${line.details}: ${line.quantity} ${line.unit} × ${line.unit_cost}`;
}

export async function estimateSnapshot(tx: Db, id: number): Promise<EstimateSnapshot | null> {
  const [row] = await costEstimateRows(tx, sql`ce.id = ${id}`);
  if (!row) return null;
  const lines = await costEstimateLines(tx, id);
  return {
    id: row.id,
    project_id: row.project_id,
    ce_status_name: row.ce_status_name,
    client_unit_name: row.client_unit_name,
    idg_unit_name: row.idg_unit_name,
    job_numbers: row.job_numbers.map((job) => job.name),
    value: row.value,
    lines: lines.map(lineInWords),
  };
}

/** One row for a created, changed or removed estimate; nothing for a save that changed nothing. */
export async function recordEstimate(
  tx: Db,
  userId: number,
  action: AuditAction,
  before: EstimateSnapshot | null,
  after: EstimateSnapshot | null,
): Promise<void> {
  const estimate = (after ?? before)!;
  const changes = changedFields(before, after, AUDITED);
  if (action === 'changed' && Object.keys(changes).length === 0) return;
  await recordChange(tx, {
    projectId: estimate.project_id,
    userId,
    recordType: 'cost-estimate',
    recordId: estimate.id,
    recordLabel: `#${estimate.id}`,
    action,
    changes,
  });
}

/** An estimate moved to the parent project: one row in each project's history, naming both projects. */
export async function recordEstimateMove(tx: Db, userId: number, id: number, fromProjectId: number, toProjectId: number): Promise<void> {
  const titles = await tx
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(inArray(projects.id, [fromProjectId, toProjectId]));
  const titleOf = (projectId: number) => titles.find((row) => row.id === projectId)?.title ?? `#${projectId}`;
  const changes = { project: { from: titleOf(fromProjectId), to: titleOf(toProjectId) } };
  await recordChange(
    tx,
    [fromProjectId, toProjectId].map((projectId) => ({
      projectId,
      userId,
      recordType: 'cost-estimate',
      recordId: id,
      recordLabel: `#${id}`,
      action: 'moved' as const,
      changes,
    })),
  );
}
