/**
 * The finance area's cost estimates and financial summary (document 2, sections 3-5 and 7).
 * Money and quantities travel as the database's decimal text ("1234.50") so no amount passes
 * through a float; the portal formats them with Intl.
 */
import type { Static } from 'typebox';
import type {
  CostEstimateItemSchema,
  CostEstimateItemTypeIdSchema,
  CostEstimateItemTypeSchema,
  CostEstimateItemTypesResponseSchema,
  CostEstimateLineInputSchema,
  CostEstimateLineSchema,
  CostEstimateResponseSchema,
  CostEstimateSchema,
  CostEstimatesResponseSchema,
  CostEstimateStatusesResponseSchema,
  CostEstimateStatusIdSchema,
  CostEstimateStatusSchema,
  CurrencyAmountSchema,
  DownloadCostEstimateResponseSchema,
  ExternalExpenseCostLineSchema,
  FinancialSummaryResponseSchema,
  FinancialSummarySchema,
  ProjectJobNumbersResponseSchema,
  SaveCostEstimateLinesRequestSchema,
  SaveCostEstimateLinesResponseSchema,
  SaveCostEstimateRequestSchema,
  SaveCostEstimateResponseSchema,
  TimesheetCostLineSchema,
} from '../schemas/finance';

/** Decimal text as PostgreSQL numeric answers it: "1234.50". */
export type Decimal = string;

/** 1 approved (counts toward the estimated total), 2 rejected, 3 pending (the default). */
export type CostEstimateStatusId = Static<typeof CostEstimateStatusIdSchema>;
/** 1 hour-based, 2 piece, 3 percent discount. */
export type CostEstimateItemTypeId = Static<typeof CostEstimateItemTypeIdSchema>;

export type CostEstimateStatus = Static<typeof CostEstimateStatusSchema>;
/** GET cost-estimate-statuses: the form's list of statuses. */
export type CostEstimateStatusesResponse = Static<typeof CostEstimateStatusesResponseSchema>;

/** `unit`: hour, piece or percent. */
export type CostEstimateItemType = Static<typeof CostEstimateItemTypeSchema>;
/** GET cost-estimate-item-types. */
export type CostEstimateItemTypesResponse = Static<typeof CostEstimateItemTypesResponseSchema>;

/** GET job-numbers/load-by-project/{projectId}: the job numbers of that project, by name. */
export type ProjectJobNumbersResponse = Static<typeof ProjectJobNumbersResponseSchema>;

/**
 * One row of the cost estimates panel. po_emis counts the estimate's purchase orders;
 * partially_invoiced and not_invoiced say how many of them carry a live invoice (an invoice
 * without a storno): some but not all, or none. lines_locked: at least one of them does, so the
 * API refuses a change of the estimate's lines (COST_ESTIMATE_LINES_LOCKED_MESSAGE).
 */
export type CostEstimate = Static<typeof CostEstimateSchema>;

/** Why an estimate's lines cannot change: said by the API's 422 on `lines` and by the form. */
export const COST_ESTIMATE_LINES_LOCKED_MESSAGE =
  'A purchase order of this cost estimate is invoiced: reverse the invoice (storno) to change its lines.';

/** A line as stored: type 1 and 2 carry quantity and unit cost, type 3 only the discount percentage. */
export type CostEstimateLine = Static<typeof CostEstimateLineSchema>;

/** An estimate line in the financial summary, with its estimate's status. */
export type CostEstimateItem = Static<typeof CostEstimateItemSchema>;

/** GET cost-estimates/{projectId}. */
export type CostEstimatesResponse = Static<typeof CostEstimatesResponseSchema>;

/** GET cost-estimate/{id}: the estimate and its lines. */
export type CostEstimateResponse = Static<typeof CostEstimateResponseSchema>;

/** A line as the form sends it; activity_type_id omitted (or -1) for a discount line. */
export type CostEstimateLineInput = Static<typeof CostEstimateLineInputSchema>;

/**
 * POST cost-estimates, PUT cost-estimates/{id}. With `lines` the header and the lines are
 * saved in one transaction (the lines replace the stored ones) and `value` is computed from
 * them; without, only the header changes.
 */
export type SaveCostEstimateRequest = Static<typeof SaveCostEstimateRequestSchema>;
/** 201 on create, 200 on edit; value as computed by the server. */
export type SaveCostEstimateResponse = Static<typeof SaveCostEstimateResponseSchema>;

/** POST cost-estimate-lines/{ceId}: replaces the estimate's lines and recomputes its value. */
export type SaveCostEstimateLinesRequest = Static<typeof SaveCostEstimateLinesRequestSchema>;
export type SaveCostEstimateLinesResponse = Static<typeof SaveCostEstimateLinesResponseSchema>;

/** DELETE cost-estimates/{id}, POST cost-estimates/move-to-parent-project/{id}. */
export type CostEstimateActionResponse = { message: string };

/** GET download-ce/{id}: the path (below the API's base) that serves the estimate's PDF to the bearer. */
export type DownloadCostEstimateResponse = Static<typeof DownloadCostEstimateResponseSchema>;

/** A timesheet cost line of the summary: one activity at one rate. */
export type TimesheetCostLine = Static<typeof TimesheetCostLineSchema>;
/** External expenses of the summary, one line per expense. */
export type ExternalExpenseCostLine = Static<typeof ExternalExpenseCostLineSchema>;

/** An amount in one currency: the expenses' USD or EURO. */
export type CurrencyAmount = Static<typeof CurrencyAmountSchema>;

/**
 * GET financial-summary/{projectId}: profit = estimate cost (approved estimates) - development
 * cost (SUM hours x unit cost of the timesheet entries) - external cost (the expenses' values).
 * Estimates and hours are in the agency's currency, euro (document 3, section 9); expenses are
 * in USD or EURO and two currencies are never added (issue 29): `external_cost` is one amount
 * per currency present (EURO first; empty without expenses), and `profit` the EURO figure
 * followed by each other currency's expenses as a negative amount.
 */
export type FinancialSummary = Static<typeof FinancialSummarySchema>;
export type FinancialSummaryResponse = Static<typeof FinancialSummaryResponseSchema>;
