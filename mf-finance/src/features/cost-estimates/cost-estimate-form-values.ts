/**
 * The cost estimate form's values and how they become the save call's payload and back
 * (document 2, section 5). Each line keeps a client-side key so React keeps a row's inputs
 * when a line above it is removed.
 */
import type { CostEstimateLine, CostEstimateLineInput, CostEstimateResponse, SaveCostEstimateRequest } from '@portal/shared';
import { ITEM_TYPE } from './item-types';

export type LineDraft = {
  key: string;
  details?: string;
  item_type_id?: number;
  activity_type_id?: number;
  quantity?: number;
  discount?: number;
  unit_cost?: number;
};

export type CostEstimateFormValues = {
  status_id?: number;
  infodesign_unit_id?: number;
  client_unit_id?: number;
  job_numbers?: number[];
  lines: LineDraft[];
};

export const NO_LINES_MESSAGE = 'Please add at least one line before saving the cost estimate.';

/** A new estimate: pending (status 3), no lines yet. */
export const NEW_ESTIMATE: CostEstimateFormValues = { status_id: 3, job_numbers: [], lines: [] };

let lastKey = 0;
export const newLineKey = () => `line-${++lastKey}`;

const amount = (value: string | null) => (value === null ? undefined : Number(value));

function lineDraft(line: CostEstimateLine): LineDraft {
  return {
    key: newLineKey(),
    details: line.details,
    item_type_id: line.item_type_id,
    activity_type_id: line.activity_type_id ?? undefined,
    quantity: amount(line.quantity),
    discount: amount(line.discount),
    unit_cost: amount(line.unit_cost),
  };
}

export function formValuesOf(estimate: CostEstimateResponse['data']): CostEstimateFormValues {
  return {
    status_id: estimate.status_id,
    infodesign_unit_id: estimate.infodesign_unit_id,
    client_unit_id: estimate.client_unit_id,
    job_numbers: estimate.job_numbers.map((jobNumber) => jobNumber.id),
    lines: estimate.CostEstimateLines.map(lineDraft),
  };
}

function lineInput(line: LineDraft): CostEstimateLineInput {
  const base = { details: line.details ?? '', item_type_id: (line.item_type_id ?? 0) as CostEstimateLineInput['item_type_id'] };
  if (line.item_type_id === ITEM_TYPE.discount) return { ...base, discount: line.discount };
  return { ...base, activity_type_id: line.activity_type_id ?? -1, quantity: line.quantity, unit_cost: line.unit_cost };
}

/** The payload; a type 1 line's unit cost is the activity's rate (`rateOf`), which the API applies too. */
export function saveRequestOf(
  projectId: number,
  values: CostEstimateFormValues,
  rateOf: (activityId?: number) => string | undefined,
): SaveCostEstimateRequest {
  return {
    project_id: projectId,
    status_id: values.status_id as SaveCostEstimateRequest['status_id'],
    infodesign_unit_id: values.infodesign_unit_id as number,
    client_unit_id: values.client_unit_id as number,
    job_numbers: values.job_numbers ?? [],
    lines: values.lines.map((line) =>
      line.item_type_id === ITEM_TYPE.hour ? { ...lineInput(line), unit_cost: rateOf(line.activity_type_id) } : lineInput(line),
    ),
  };
}
