/**
 * The finance area (document 2, sections 2-5 and 7): cost estimates and their lines, purchase
 * orders and their invoice actions, external expenses, the financial summary and the form's
 * lookups. Amounts travel as the database's decimal text; a request may send a JSON number.
 *
 * The line fields of an estimate are checked here only for what the columns can hold (type,
 * length, NUL, digits); their rules (required per item type, above zero, a percentage) stay in
 * the API, which names every wrong line field in one answer as the form expects.
 */
import { Type } from 'typebox';
import { Id, IsoDateSchema, IsoDateTimeSchema, List, MoneyText, NamedRefSchema, Nullable, Text, FilledText } from './parts';

/** The sentence of an amount past its column (issue 29). */
export const TOO_LARGE_AMOUNT_MESSAGE = 'The value is too large.';

/**
 * An amount of a numeric column with `digits` digits before the point, as decimal text or a
 * JSON number. Past the column it is "The value is too large."; with `format` the text must
 * also be a positive amount with at most two decimals (that sentence otherwise). Blank text
 * passes, for the API to call the field required.
 */
export const FinanceAmountInput = (digits: number, format?: string) => {
  const tooLarge = {
    // More digits before the point than the column has, or an exponent of ten or more.
    pattern: `^(?!\\s*[+-]?\\d{${digits + 1}})(?![^eE]*[eE]\\+?\\d{2})`,
    'x-messages': { pattern: TOO_LARGE_AMOUNT_MESSAGE },
  };
  const formatted = format
    ? [{ pattern: `^\\s*((?=[0.]*[1-9])\\d{1,${digits}}(\\.\\d{1,2})?)?\\s*$`, 'x-messages': { pattern: format } }]
    : [];
  return Type.Union([
    Type.String({ maxLength: 100, allOf: [{ pattern: '^[^\\u0000]*$' }, tooLarge, ...formatted] }),
    Type.Number({
      maximum: 10 ** digits - 0.01,
      ...(format ? { exclusiveMinimum: 0 } : {}),
      'x-messages': { maximum: TOO_LARGE_AMOUNT_MESSAGE, ...(format ? { exclusiveMinimum: format } : {}) },
    }),
  ]);
};

/** The digits before the point of numeric(14,2) (values) and numeric(12,2) (quantities, unit costs). */
const VALUE_DIGITS = 12;
const LINE_DIGITS = 10;

/** An optional text field of a form: absent, null or blank are all "not given". */
const OptionalText = (max: number) => Type.Optional(Nullable(Text(max)));

const anAmount = (field: string) => `The ${field} must be an amount greater than 0 with at most two decimals.`;

// ---- cost estimates ----

/** 1 approved, 2 rejected, 3 pending. */
export const CostEstimateStatusIdSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
/** 1 hour, 2 piece, 3 percent discount. */
export const CostEstimateItemTypeIdSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const CostEstimateStatusSchema = Type.Object({ id: CostEstimateStatusIdSchema, name: Type.String() });
export const CostEstimateStatusesResponseSchema = Type.Object({ data: Type.Array(CostEstimateStatusSchema) });
export const CostEstimateItemTypeSchema = Type.Object({ id: CostEstimateItemTypeIdSchema, name: Type.String(), unit: Type.String() });
export const CostEstimateItemTypesResponseSchema = Type.Object({ data: Type.Array(CostEstimateItemTypeSchema) });
export const ProjectJobNumbersResponseSchema = Type.Object({ data: Type.Array(NamedRefSchema) });

export const CostEstimateSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  value: MoneyText(),
  status_id: CostEstimateStatusIdSchema,
  ce_status_name: Type.String(),
  job_numbers: Type.Array(NamedRefSchema),
  client_unit_id: Type.Integer(),
  client_unit_name: Type.String(),
  infodesign_unit_id: Type.Integer(),
  idg_unit_name: Type.String(),
  idg_pm_name: Nullable(Type.String()),
  created_at: IsoDateTimeSchema(),
  po_emis: Type.Integer(),
  partially_invoiced: Type.Boolean(),
  not_invoiced: Type.Boolean(),
  lines_locked: Type.Boolean(),
});

const Decimal = () => Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' });

export const CostEstimateLineSchema = Type.Object({
  id: Type.Integer(),
  cost_estimate_id: Type.Integer(),
  details: Type.String(),
  item_type_id: CostEstimateItemTypeIdSchema,
  unit: Type.String(),
  activity_type_id: Nullable(Type.Integer()),
  activity_name: Nullable(Type.String()),
  quantity: Nullable(Decimal()),
  discount: Nullable(Decimal()),
  unit_cost: Nullable(Decimal()),
  value: Nullable(Decimal()),
});

export const CostEstimateItemSchema = Type.Object({
  cost_estimate_id: Type.Integer(),
  activity_name: Nullable(Type.String()),
  details: Type.String(),
  item_type_id: CostEstimateItemTypeIdSchema,
  status_id: CostEstimateStatusIdSchema,
  quantity: Nullable(Decimal()),
  discount: Nullable(Decimal()),
  unit_cost: Nullable(Decimal()),
});

export const CostEstimatesResponseSchema = Type.Object({
  data: Type.Object({ cost_estimates: Type.Array(CostEstimateSchema), cost_estimate_items: Type.Array(CostEstimateItemSchema) }),
});

export const CostEstimateResponseSchema = Type.Object({
  data: Type.Object({ ...CostEstimateSchema.properties, CostEstimateLines: Type.Array(CostEstimateLineSchema) }),
});

/** Most lines of one estimate (issue 29). */
export const MAX_COST_ESTIMATE_LINES = 500;
export const TOO_MANY_ESTIMATE_LINES_MESSAGE = `A cost estimate takes at most ${MAX_COST_ESTIMATE_LINES} lines.`;
/** Most job numbers one estimate names. */
export const MAX_ESTIMATE_JOB_NUMBERS = 1000;

/**
 * A line as the form sends it; activity_type_id omitted (or -1) for a discount line. The
 * rules per item type are the API's (see the module comment).
 */
export const CostEstimateLineInputSchema = Type.Object({
  details: Type.Optional(Nullable(Text(1000))),
  item_type_id: Type.Optional(Nullable(Type.Integer({ minimum: -1, maximum: 32767 }))),
  activity_type_id: Type.Optional(Nullable(Type.Union([Id(), Type.Literal(-1), Type.Literal(0)]))),
  quantity: Type.Optional(Nullable(FinanceAmountInput(LINE_DIGITS))),
  discount: Type.Optional(Nullable(FinanceAmountInput(LINE_DIGITS))),
  /** Ignored for type 1: the server takes the activity's rate. */
  unit_cost: Type.Optional(Nullable(FinanceAmountInput(LINE_DIGITS))),
});

const CostEstimateLinesList = List(CostEstimateLineInputSchema, MAX_COST_ESTIMATE_LINES, {
  'x-messages': { maxItems: TOO_MANY_ESTIMATE_LINES_MESSAGE, type: 'Please add at least one line before saving the cost estimate.' },
});

const costEstimateHeader = {
  status_id: CostEstimateStatusIdSchema,
  job_numbers: List(Id(), MAX_ESTIMATE_JOB_NUMBERS),
  client_unit_id: Id(),
  infodesign_unit_id: Id(),
  /** Ignored: the value is computed from the lines. */
  value: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 40 }), Type.Number()]))),
  lines: Type.Optional(CostEstimateLinesList),
};

/**
 * POST cost-estimates. With `lines` the header and the lines are saved in one transaction (the
 * lines replace the stored ones) and `value` is computed from them; without, only the header.
 */
export const SaveCostEstimateRequestSchema = Type.Object({ project_id: Id(), ...costEstimateHeader });
/** PUT cost-estimates/{id}: the estimate keeps its project (project_id, if sent, is ignored). */
export const EditCostEstimateRequestSchema = Type.Object({ project_id: Type.Optional(Type.Unknown()), ...costEstimateHeader });
export const SaveCostEstimateResponseSchema = Type.Object({
  data: Type.Object({ id: Type.Integer(), value: MoneyText() }),
  message: Type.String(),
});
/** POST cost-estimate-lines/{ceId}. */
export const SaveCostEstimateLinesRequestSchema = Type.Object({ lines: Type.Optional(CostEstimateLinesList) });
export const SaveCostEstimateLinesResponseSchema = SaveCostEstimateResponseSchema;
export const DownloadCostEstimateResponseSchema = Type.Object({ data: Type.Object({ path: Type.String(), file_name: Type.String() }) });

export const FinanceProjectParams = Type.Object({ projectId: Id() });
export const CeIdParams = Type.Object({ ceId: Id() });
export const PoIdParams = Type.Object({ poId: Id() });
export const ExpenseIdParams = Type.Object({ expenseId: Id() });

// ---- financial summary ----

export const TimesheetCostLineSchema = Type.Object({
  activity_name: Type.String(),
  hours: Decimal(),
  unit_cost: Decimal(),
  cost: Decimal(),
});
export const ExternalExpenseCostLineSchema = Type.Object({
  id: Type.Integer(),
  description: Nullable(Type.String()),
  category_title: Nullable(Type.String()),
  currency: Type.String(),
  value: Decimal(),
});
export const CurrencyAmountSchema = Type.Object({ currency: Type.String(), value: Decimal() });
export const FinancialSummarySchema = Type.Object({
  /** The currency of the estimates, invoices and hours (the agency's, EURO); expenses name their own. */
  currency: Type.String(),
  /** The approved estimates' values. */
  estimate_cost: Decimal(),
  /** The standing invoices' totals: issued for the project's orders and not reversed by a storno (issue 32). */
  invoiced: Decimal(),
  development_cost: Decimal(),
  external_cost: Type.Array(CurrencyAmountSchema),
  profit: Type.Array(CurrencyAmountSchema),
  cost_estimate_items: Type.Array(CostEstimateItemSchema),
  timesheet_lines: Type.Array(TimesheetCostLineSchema),
  external_expense_lines: Type.Array(ExternalExpenseCostLineSchema),
});
export const FinancialSummaryResponseSchema = Type.Object({ data: FinancialSummarySchema });

// ---- purchase orders ----

export const PlajaSchema = Type.Object({ id: Type.Integer(), nume: Type.String() });
export const PlajasResponseSchema = Type.Object({ data: Type.Array(PlajaSchema) });

export const InvoiceStateSchema = Type.Union([Type.Literal('none'), Type.Literal('invoiced'), Type.Literal('reversed')]);

export const PurchaseOrderSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  cost_estimate_id: Type.Integer(),
  po_number: Type.String(),
  date: IsoDateSchema(),
  invoice_date: Nullable(IsoDateSchema()),
  /** Decimal text. */
  value: MoneyText(),
  client_pm_id: Type.Integer(),
  client_pm_name: Nullable(Type.String()),
  infodesign_pm_id: Nullable(Type.Integer()),
  client_unit_id: Type.Integer(),
  client_unit_name: Type.String(),
  status_id: Type.Integer(),
  po_status_name: Type.String(),
  po_invoice_um: Nullable(Type.String()),
  plaja_id: Type.Integer(),
  plaja_name: Type.String(),
  invoice_state: InvoiceStateSchema,
  invoice_id: Nullable(Type.Integer()),
  hash_factura: Nullable(Type.String()),
  /** "IDGB 0042" */
  invoice_number: Nullable(Type.String()),
  /** Where the invoice opens (the deploy's invoicing site, by default on the portal's origin). */
  invoice_url: Nullable(Type.String()),
  /** The date the invoice was issued on (the order's invoice date, or the day it was generated); null without one (issue 32). */
  invoiced_on: Nullable(IsoDateSchema()),
  storno_id: Nullable(Type.Integer()),
  hash_storno: Nullable(Type.String()),
  storno_number: Nullable(Type.String()),
  storno_url: Nullable(Type.String()),
  /** Documents (an invoice, a storno) were issued for it, even if reset since: it cannot be removed. */
  has_documents: Type.Boolean(),
});
export const PurchaseOrdersResponseSchema = Type.Object({ data: Type.Array(PurchaseOrderSchema) });

const purchaseOrderFields = {
  cost_estimate_id: Id(),
  plaja_id: Id(),
  po_number: FilledText(100),
  date: IsoDateSchema({ 'x-messages': { format: 'The :attribute field must be a date in the form YYYY-MM-DD.' } }),
  invoice_date: Type.Optional(
    Nullable(
      Type.Union([
        IsoDateSchema({ 'x-messages': { format: 'The :attribute field must be a date in the form YYYY-MM-DD.' } }),
        Type.Literal(''),
      ]),
    ),
  ),
  value: FinanceAmountInput(VALUE_DIGITS, anAmount('value')),
  client_unit_id: Id(),
  client_pm_id: Id(),
  infodesign_pm_id: Type.Optional(Nullable(Type.Union([Id(), Type.Literal('')]))),
  po_invoice_um: OptionalText(100),
  /** Ignored: the status follows the invoice (1 once invoiced, 2 otherwise); the invoice actions set it. */
  status_id: Type.Optional(Type.Unknown()),
};

/** POST purchase-orders. */
export const PurchaseOrderRequestSchema = Type.Object({ project_id: Id(), ...purchaseOrderFields });
/** PUT purchase-orders/{id}: the order keeps its estimate's project (project_id, if sent, is ignored). */
export const EditPurchaseOrderRequestSchema = Type.Object({ project_id: Type.Optional(Type.Unknown()), ...purchaseOrderFields });

/** The most estimate lines an invoice names (an estimate has no more). */
export const MAX_INVOICE_CE_LINES = MAX_COST_ESTIMATE_LINES;
export const TOO_MANY_CE_LINES_MESSAGE = `An invoice names at most ${MAX_INVOICE_CE_LINES} estimate lines.`;
export const CE_LINES_MESSAGE = 'The invoice lines must be lines of the purchase order’s cost estimate.';

/** POST generate-invoice/{poId}: the estimate lines the invoice names (all of them when omitted). */
export const GenerateInvoiceRequestSchema = Type.Object({
  ceLines: Type.Optional(
    Nullable(
      List(
        Type.Integer({ minimum: 1, maximum: 2147483647, 'x-messages': { minimum: CE_LINES_MESSAGE, maximum: CE_LINES_MESSAGE } }),
        MAX_INVOICE_CE_LINES,
        {
          'x-messages': { maxItems: TOO_MANY_CE_LINES_MESSAGE, type: CE_LINES_MESSAGE },
        },
      ),
    ),
  ),
});

export const InvoiceActionResponseSchema = Type.Union([
  Type.Object({
    status: Type.Literal('success'),
    message: Type.String(),
    data: Type.Object({ purchase_order: PurchaseOrderSchema }),
  }),
  Type.Object({ status: Type.Literal('error'), data: Type.Object({ message: Type.String() }) }),
]);

// ---- external expenses ----

export const ExpenseCurrencySchema = Type.Union([Type.Literal('USD'), Type.Literal('EURO')]);

export const ExternalExpenseSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  code: Nullable(Type.String()),
  init_date: IsoDateSchema(),
  author_id: Type.Integer(),
  author_name: Type.String(),
  /** Decimal text. */
  value: MoneyText(),
  currency: ExpenseCurrencySchema,
  category_id: Type.Integer(),
  category_title: Type.String(),
  description: Nullable(Type.String()),
  /** The stored document's name, or null. */
  document: Nullable(Type.String()),
  /** The name the document was uploaded under. */
  document_name: Nullable(Type.String()),
  /** Download address (needs the bearer token), or null. */
  document_url: Nullable(Type.String()),
});
export const ExternalExpensesResponseSchema = Type.Object({ data: Type.Array(ExternalExpenseSchema) });

/** A multipart form's id: text of a positive int32 (coerced before it is checked). */
const FormId = () => Id();

const expenseFields = {
  category_id: FormId(),
  init_date: IsoDateSchema({ 'x-messages': { format: 'The :attribute field must be a date in the form YYYY-MM-DD.' } }),
  value: FinanceAmountInput(VALUE_DIGITS, anAmount('value')),
  currency: Type.Union([Type.Literal('USD'), Type.Literal('EURO')]),
  author_id: FormId(),
  code: Type.Optional(Text(100)),
  description: Type.Optional(Text(2000)),
};

/**
 * POST external-expenses/{id} (multipart): the fields of an edit; `document` a file (PDF,
 * image, Office document, ZIP or text, at most 10 MB), kept when none is sent.
 */
export const ExternalExpenseEditFieldsSchema = Type.Object(expenseFields);
/** POST external-expenses (multipart): the fields of a new expense, with its project. */
export const ExternalExpenseFieldsSchema = Type.Object({ project_id: FormId(), ...expenseFields });
const documentFile = { document: Type.Optional(Type.String({ format: 'binary', description: 'The expense document, at most 10 MB.' })) };
/** The multipart forms as the OpenAPI document shows them: the fields and the file. */
export const ExternalExpenseFormSchema = Type.Object({ ...ExternalExpenseFieldsSchema.properties, ...documentFile });
export const ExternalExpenseEditFormSchema = Type.Object({ ...ExternalExpenseEditFieldsSchema.properties, ...documentFile });

/** GET list-all-categories: every expense category, by title. */
export const ListAllCategoriesResponseSchema = Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })) });
export const ExpenseDocumentParams = Type.Object({ file: Type.String({ maxLength: 500 }) });

// ---- the public invoicing site ----

export const InvoiceDocumentParams = Type.Object({
  kind: Type.String({ maxLength: 20 }),
  id: Id(),
  hash: Type.String({ maxLength: 200 }),
});
