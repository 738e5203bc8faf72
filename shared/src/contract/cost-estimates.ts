/**
 * The finance area's cost estimates and financial summary (document 2, sections 3-5 and 7).
 * Money and quantities travel as the database's decimal text ("1234.50") so no amount passes
 * through a float; the portal formats them with Intl.
 */
import type { IsoDateTime } from './common';
import type { JobNumber } from './projects';

/** Decimal text as PostgreSQL numeric answers it: "1234.50". */
export type Decimal = string;

/** 1 approved (counts toward the estimated total), 2 rejected, 3 pending (the default). */
export type CostEstimateStatusId = 1 | 2 | 3;
/** 1 hour-based, 2 piece, 3 percent discount. */
export type CostEstimateItemTypeId = 1 | 2 | 3;

export type CostEstimateStatus = { id: CostEstimateStatusId; name: string };
/** GET cost-estimate-statuses: the form's list of statuses. */
export type CostEstimateStatusesResponse = { data: CostEstimateStatus[] };

/** `unit`: hour, piece or percent. */
export type CostEstimateItemType = { id: CostEstimateItemTypeId; name: string; unit: string };
/** GET cost-estimate-item-types. */
export type CostEstimateItemTypesResponse = { data: CostEstimateItemType[] };

/** GET job-numbers/load-by-project/{projectId}: the job numbers of that project, by name. */
export type ProjectJobNumbersResponse = { data: JobNumber[] };

/**
 * One row of the cost estimates panel. po_emis counts the estimate's purchase orders;
 * partially_invoiced and not_invoiced say how many of them carry a live invoice (an invoice
 * without a storno): some but not all, or none. lines_locked: at least one of them does, so the
 * API refuses a change of the estimate's lines (COST_ESTIMATE_LINES_LOCKED_MESSAGE).
 */
export type CostEstimate = {
  id: number;
  project_id: number;
  value: Decimal;
  status_id: CostEstimateStatusId;
  ce_status_name: string;
  job_numbers: JobNumber[];
  client_unit_id: number;
  client_unit_name: string;
  infodesign_unit_id: number;
  idg_unit_name: string;
  idg_pm_name: string | null;
  created_at: IsoDateTime;
  po_emis: number;
  partially_invoiced: boolean;
  not_invoiced: boolean;
  lines_locked: boolean;
};

/** Why an estimate's lines cannot change: said by the API's 422 on `lines` and by the form. */
export const COST_ESTIMATE_LINES_LOCKED_MESSAGE =
  'A purchase order of this cost estimate is invoiced: reverse the invoice (storno) to change its lines.';

/** A line as stored: type 1 and 2 carry quantity and unit cost, type 3 only the discount percentage. */
export type CostEstimateLine = {
  id: number;
  cost_estimate_id: number;
  details: string;
  item_type_id: CostEstimateItemTypeId;
  /** hour, piece or percent. */
  unit: string;
  activity_type_id: number | null;
  activity_name: string | null;
  quantity: Decimal | null;
  discount: Decimal | null;
  unit_cost: Decimal | null;
  /** quantity x unit cost; null for a discount line. */
  value: Decimal | null;
};

/** An estimate line in the financial summary, with its estimate's status. */
export type CostEstimateItem = {
  cost_estimate_id: number;
  activity_name: string | null;
  details: string;
  item_type_id: CostEstimateItemTypeId;
  status_id: CostEstimateStatusId;
  quantity: Decimal | null;
  discount: Decimal | null;
  unit_cost: Decimal | null;
};

/** GET cost-estimates/{projectId}. */
export type CostEstimatesResponse = { data: { cost_estimates: CostEstimate[]; cost_estimate_items: CostEstimateItem[] } };

/** GET cost-estimate/{id}: the estimate and its lines. */
export type CostEstimateResponse = { data: CostEstimate & { CostEstimateLines: CostEstimateLine[] } };

/** A line as the form sends it; activity_type_id omitted (or -1) for a discount line. */
export type CostEstimateLineInput = {
  details: string;
  item_type_id: CostEstimateItemTypeId;
  activity_type_id?: number;
  quantity?: Decimal | number;
  discount?: Decimal | number;
  /** Ignored for type 1: the server takes the activity's rate. */
  unit_cost?: Decimal | number;
};

/**
 * POST cost-estimates, PUT cost-estimates/{id}. With `lines` the header and the lines are
 * saved in one transaction (the lines replace the stored ones) and `value` is computed from
 * them; without, only the header changes.
 */
export type SaveCostEstimateRequest = {
  project_id: number;
  status_id: CostEstimateStatusId;
  job_numbers: number[];
  client_unit_id: number;
  infodesign_unit_id: number;
  value?: Decimal | number;
  lines?: CostEstimateLineInput[];
};
/** 201 on create, 200 on edit; value as computed by the server. */
export type SaveCostEstimateResponse = { data: { id: number; value: Decimal }; message: string };

/** POST cost-estimate-lines/{ceId}: replaces the estimate's lines and recomputes its value. */
export type SaveCostEstimateLinesRequest = { lines: CostEstimateLineInput[] };
export type SaveCostEstimateLinesResponse = { data: { id: number; value: Decimal }; message: string };

/** DELETE cost-estimates/{id}, POST cost-estimates/move-to-parent-project/{id}. */
export type CostEstimateActionResponse = { message: string };

/** GET download-ce/{id}: the path (below the API's base) that serves the estimate's PDF to the bearer. */
export type DownloadCostEstimateResponse = { data: { path: string; file_name: string } };

/** A timesheet cost line of the summary: one activity at one rate. */
export type TimesheetCostLine = { activity_name: string; hours: Decimal; unit_cost: Decimal; cost: Decimal };
/** External expenses of the summary, one line per expense. */
export type ExternalExpenseCostLine = {
  id: number;
  description: string | null;
  category_title: string | null;
  currency: string;
  value: Decimal;
};

/** An amount in one currency: the expenses' USD or EURO. */
export type CurrencyAmount = { currency: string; value: Decimal };

/**
 * GET financial-summary/{projectId}: profit = estimate cost (approved estimates) - development
 * cost (SUM hours x unit cost of the timesheet entries) - external cost (the expenses' values).
 * Estimates and hours are in the agency's currency, euro (document 3, section 9); expenses are
 * in USD or EURO and two currencies are never added (issue 29): `external_cost` is one amount
 * per currency present (EURO first; empty without expenses), and `profit` the EURO figure
 * followed by each other currency's expenses as a negative amount.
 */
export type FinancialSummary = {
  estimate_cost: Decimal;
  development_cost: Decimal;
  external_cost: CurrencyAmount[];
  profit: CurrencyAmount[];
  cost_estimate_items: CostEstimateItem[];
  timesheet_lines: TimesheetCostLine[];
  external_expense_lines: ExternalExpenseCostLine[];
};
export type FinancialSummaryResponse = { data: FinancialSummary };
