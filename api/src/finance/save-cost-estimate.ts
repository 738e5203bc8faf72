/**
 * Saving a cost estimate (document 2, section 5): the header's rules, the lines' rules, and
 * the write of header and lines in one transaction, so a refused line leaves nothing
 * half-saved. The value is never taken from the caller: it is computed from the stored lines
 * (cost-estimate-queries.ts).
 */
import { and, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { CostEstimateItemTypeId, CostEstimateLineInput, CostEstimateStatusId, SaveCostEstimateRequest } from '@portal/shared/contract';
import { MAX_COST_ESTIMATE_LINES, TOO_MANY_ESTIMATE_LINES_MESSAGE } from '@portal/shared/schemas';
import type { AppContext } from '../app-context';
import type { Db } from '../db/client';
import {
  activityTypes,
  clientUnits,
  costEstimateJobNumbers,
  costEstimateLines,
  costEstimates,
  idgUnits,
  jobNumbers,
  projectJobNumbers,
} from '../db/schema';
import { ValidationError } from '../http/errors';
import { fitsAfterRounding, hundredths, isTooLarge, TOO_LARGE_MESSAGE } from '../http/money-bounds';
import { estimateSnapshot, recordEstimate } from './cost-estimate-audit';
import { recomputeEstimateValue } from './cost-estimate-queries';
import { refuseLinesWhileInvoiced } from './issued-documents-guard';

export const ITEM_TYPES = { hour: 1, piece: 2, discount: 3 } as const;
const DETAILS_MAX = 1000;
/** numeric(12,2): up to ten digits before the point, two after. */
const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;
/** Quantity and unit cost are numeric(12,2); a line's value and the estimate's value numeric(14,2) (cost_estimates.value). */
const LINE_DIGITS = 10;
const VALUE_DIGITS = 12;
/** Issue 29: past this an estimate is no longer a document anyone reads, and one save would hold the database for long (the schema says it). */
export const MAX_LINES = MAX_COST_ESTIMATE_LINES;
export const TOO_MANY_LINES_MESSAGE = TOO_MANY_ESTIMATE_LINES_MESSAGE;
export const DISABLED_ACTIVITY_MESSAGE = 'The selected activity type is disabled.';

export type CostEstimateHeader = {
  projectId: number;
  statusId: CostEstimateStatusId;
  jobNumberIds: number[];
  clientUnitId: number;
  infodesignUnitId: number;
};

export type CostEstimateLineValues = {
  details: string;
  itemTypeId: CostEstimateItemTypeId;
  activityTypeId: number | null;
  quantity: string | null;
  discount: string | null;
  unitCost: string | null;
};

/** The header as the schema let it through (POST and PUT differ only in project_id). */
export type CostEstimateHeaderInput = Pick<SaveCostEstimateRequest, 'status_id' | 'job_numbers' | 'client_unit_id' | 'infodesign_unit_id'>;

/** Given: neither absent, null nor blank text. */
const isPresent = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** Decimal text from a JSON number or string, or null when it is not a non-negative amount with at most two decimals. */
function toDecimal(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return DECIMAL.test(text) ? text : null;
}

/**
 * The header's rules the schema cannot check; `projectId` is the estimate's project (the body's
 * on create, the stored one on edit). Job numbers are the project's, or those the estimate
 * already names (an estimate moved to the parent project keeps its subproject's job numbers).
 */
export async function validateHeader(
  ctx: AppContext,
  input: CostEstimateHeaderInput,
  projectId: number,
  estimateId: number | null = null,
): Promise<CostEstimateHeader> {
  const errors: Record<string, string[]> = {};
  const { client_unit_id: clientUnitId, infodesign_unit_id: infodesignUnitId } = input;
  const jobNumberIds = [...new Set(input.job_numbers)];
  const [[clientUnit], [idgUnit]] = await Promise.all([
    ctx.db.select({ id: clientUnits.id }).from(clientUnits).where(eq(clientUnits.id, clientUnitId)),
    ctx.db.select({ id: idgUnits.id }).from(idgUnits).where(eq(idgUnits.id, infodesignUnitId)),
  ]);
  if (!clientUnit) errors.client_unit_id = ['The selected client unit id is invalid.'];
  if (!idgUnit) errors.infodesign_unit_id = ['The selected infodesign unit id is invalid.'];
  if (jobNumberIds.length === 0) errors.job_numbers = ['The job numbers field is required.'];
  else {
    const ofProject = ctx.db
      .select({ one: sql`1` })
      .from(projectJobNumbers)
      .where(and(eq(projectJobNumbers.projectId, projectId), eq(projectJobNumbers.jobNumberId, jobNumbers.id)));
    const ofEstimate = ctx.db
      .select({ one: sql`1` })
      .from(costEstimateJobNumbers)
      .where(and(eq(costEstimateJobNumbers.costEstimateId, estimateId ?? 0), eq(costEstimateJobNumbers.jobNumberId, jobNumbers.id)));
    const [row] = await ctx.db
      .select({ count: count() })
      .from(jobNumbers)
      .where(and(inArray(jobNumbers.id, jobNumberIds), or(exists(ofProject), exists(ofEstimate))));
    if (Number(row.count) !== jobNumberIds.length) errors.job_numbers = ["The job numbers must be the project's job numbers."];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { projectId, statusId: input.status_id, jobNumberIds, clientUnitId, infodesignUnitId };
}

/**
 * The lines' rules, messages keyed `lines.{index}.{field}`: details required; type 1, 2 or 3;
 * an activity for types 1 and 2 (its rate is the unit cost of a type 1 line), enabled unless the
 * stored estimate `estimateId` already names it; a quantity above zero and, for type 2, a unit
 * cost; for type 3 a discount from 0 to 100, at most one such line. The schema bounds the
 * number of lines (MAX_LINES) and the digits of each amount.
 * Amounts the columns cannot hold are "The value is too large.": a quantity or unit cost past
 * numeric(12,2), a line's value (`lines.{index}.value`, quantity x unit cost) or the estimate's
 * value (`value`, after the discount) past numeric(14,2).
 */
export async function validateLines(
  ctx: AppContext,
  lines: CostEstimateLineInput[] | undefined,
  estimateId: number | null = null,
): Promise<CostEstimateLineValues[]> {
  if (!lines || lines.length === 0) {
    throw new ValidationError({ lines: ['Please add at least one line before saving the cost estimate.'] });
  }
  const errors: Record<string, string[]> = {};
  const fail = (index: number, field: string, message: string) => (errors[`lines.${index}.${field}`] ??= []).push(message);
  const activityIds = [...new Set(lines.map((line) => line.activity_type_id ?? 0).filter((id) => id > 0))];
  const kept = ctx.db
    .select({ one: sql`1` })
    .from(costEstimateLines)
    .where(and(eq(costEstimateLines.costEstimateId, estimateId ?? 0), eq(costEstimateLines.activityTypeId, activityTypes.id)));
  const activities =
    activityIds.length === 0
      ? []
      : await ctx.db
          .select({ id: activityTypes.id, rate: activityTypes.rate, disabled: activityTypes.disabled, kept: exists(kept).mapWith(Boolean) })
          .from(activityTypes)
          .where(inArray(activityTypes.id, activityIds));
  const rates = new Map(activities.map((row) => [row.id, row.rate?.trim() ?? ''] as const));
  // A disabled activity stays on the lines that already named it; it is never chosen anew.
  const refused = new Set(activities.filter((row) => row.disabled && !row.kept).map((row) => row.id));

  const values = lines.map((line, index): CostEstimateLineValues => {
    const itemTypeId = line.item_type_id ?? null;
    const details = line.details?.trim() ?? '';
    if (!details) fail(index, 'details', 'The details field is required.');
    else if (details.length > DETAILS_MAX) fail(index, 'details', `The details field must not be greater than ${DETAILS_MAX} characters.`);
    if (itemTypeId !== 1 && itemTypeId !== 2 && itemTypeId !== 3) {
      fail(index, 'item_type_id', 'The selected item type id is invalid.');
      return { details, itemTypeId: 1, activityTypeId: null, quantity: null, discount: null, unitCost: null };
    }
    if (itemTypeId === ITEM_TYPES.discount) {
      const discount = toDecimal(line.discount);
      if (!isPresent(line.discount)) fail(index, 'discount', 'The discount field is required.');
      else if (discount === null || Number(discount) > 100) fail(index, 'discount', 'The discount must be a percentage from 0 to 100.');
      return { details, itemTypeId, activityTypeId: null, quantity: null, discount, unitCost: null };
    }
    const activityTypeId = line.activity_type_id ?? null;
    const rate = activityTypeId === null ? undefined : rates.get(activityTypeId);
    if (activityTypeId === null || activityTypeId === -1) fail(index, 'activity_type_id', 'The activity type id field is required.');
    else if (rate === undefined) fail(index, 'activity_type_id', 'The selected activity type id is invalid.');
    else if (refused.has(activityTypeId)) fail(index, 'activity_type_id', DISABLED_ACTIVITY_MESSAGE);
    const quantity = toDecimal(line.quantity);
    if (!isPresent(line.quantity)) fail(index, 'quantity', 'The quantity field is required.');
    else if (isTooLarge(line.quantity, LINE_DIGITS)) fail(index, 'quantity', TOO_LARGE_MESSAGE);
    else if (quantity === null || Number(quantity) === 0)
      fail(index, 'quantity', 'The quantity must be a number above 0 with at most two decimals.');
    let unitCost: string | null;
    if (itemTypeId === ITEM_TYPES.hour) {
      unitCost = rate === undefined ? null : toDecimal(rate);
      if (rate !== undefined && isTooLarge(rate, LINE_DIGITS)) fail(index, 'unit_cost', TOO_LARGE_MESSAGE);
      else if (rate !== undefined && unitCost === null) fail(index, 'activity_type_id', 'The activity has no rate to price hours with.');
    } else {
      unitCost = toDecimal(line.unit_cost);
      if (!isPresent(line.unit_cost)) fail(index, 'unit_cost', 'The unit cost field is required.');
      else if (isTooLarge(line.unit_cost, LINE_DIGITS)) fail(index, 'unit_cost', TOO_LARGE_MESSAGE);
      else if (unitCost === null) fail(index, 'unit_cost', 'The unit cost must be an amount with at most two decimals.');
    }
    if (quantity !== null && unitCost !== null && !fitsAfterRounding(hundredths(quantity) * hundredths(unitCost), 4, VALUE_DIGITS)) {
      fail(index, 'value', TOO_LARGE_MESSAGE);
    }
    return { details, itemTypeId, activityTypeId, quantity, discount: null, unitCost };
  });
  if (values.filter((line) => line.itemTypeId === ITEM_TYPES.discount).length > 1) {
    errors.lines = ['A cost estimate takes at most one discount line.'];
  }
  if (Object.keys(errors).length === 0 && !fitsAfterRounding(estimateValueOf(values), 8, VALUE_DIGITS)) errors.value = [TOO_LARGE_MESSAGE];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values;
}

/** The estimate's value in units of 10^-8, exactly as ESTIMATE_VALUE computes it before rounding to cents. */
function estimateValueOf(lines: CostEstimateLineValues[]): bigint {
  const priced = lines.filter((line) => line.itemTypeId !== ITEM_TYPES.discount && line.quantity !== null && line.unitCost !== null);
  const sum = priced.reduce((total, line) => total + hundredths(line.quantity!) * hundredths(line.unitCost!), 0n);
  const discount = lines.find((line) => line.itemTypeId === ITEM_TYPES.discount)?.discount;
  return sum * (10000n - (discount ? hundredths(discount) : 0n));
}

/** Replaces the estimate's lines and recomputes its value, inside the caller's transaction; not while an order of it is invoiced. */
export async function replaceLines(tx: Db, costEstimateId: number, lines: CostEstimateLineValues[]): Promise<string> {
  await refuseLinesWhileInvoiced(tx, costEstimateId);
  await tx.delete(costEstimateLines).where(eq(costEstimateLines.costEstimateId, costEstimateId));
  await tx.insert(costEstimateLines).values(lines.map((line) => ({ costEstimateId, ...line })));
  return recomputeEstimateValue(tx, costEstimateId);
}

/**
 * Creates (id null) or updates the header, its job numbers and, when given, its lines, in one
 * transaction with its audit row. `idgPmId` is the caller: a new estimate's IDG PM.
 */
export function writeCostEstimate(
  ctx: AppContext,
  id: number | null,
  header: CostEstimateHeader,
  lines: CostEstimateLineValues[] | undefined,
  idgPmId: number,
): Promise<{ id: number; value: string }> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = id === null ? null : await estimateSnapshot(tx, id);
    const row = { statusId: header.statusId, clientUnitId: header.clientUnitId, infodesignUnitId: header.infodesignUnitId };
    let savedId: number;
    if (id === null) {
      const [created] = await tx
        .insert(costEstimates)
        .values({ ...row, projectId: header.projectId, idgPmId })
        .returning({ id: costEstimates.id });
      savedId = created.id;
    } else {
      await tx.update(costEstimates).set(row).where(eq(costEstimates.id, id));
      await tx.delete(costEstimateJobNumbers).where(eq(costEstimateJobNumbers.costEstimateId, id));
      savedId = id;
    }
    await tx.insert(costEstimateJobNumbers).values(header.jobNumberIds.map((jobNumberId) => ({ costEstimateId: savedId, jobNumberId })));
    if (lines) await replaceLines(tx, savedId, lines);
    const after = (await estimateSnapshot(tx, savedId))!;
    await recordEstimate(tx, idgPmId, id === null ? 'created' : 'changed', before, after);
    return { id: savedId, value: after.value };
  });
}
