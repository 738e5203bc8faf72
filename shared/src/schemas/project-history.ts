/**
 * The project's history (issue 29): GET project-history/{projectId}?page, the audit trail of its
 * estimates, orders, invoices, expenses and timesheet decisions, newest first.
 */
import { Type } from 'typebox';
import { IsoDateTimeSchema, MAX_PAGE, Nullable } from './parts';

export const AuditActionSchema = Type.Union([
  Type.Literal('created'),
  Type.Literal('changed'),
  Type.Literal('deleted'),
  Type.Literal('moved'),
  Type.Literal('issued'),
  Type.Literal('reversed'),
  Type.Literal('reset'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('file-removed'),
  Type.Literal('locked'),
]);

export const AuditRecordTypeSchema = Type.Union([
  Type.Literal('project'),
  Type.Literal('purchase-order'),
  Type.Literal('invoice'),
  Type.Literal('cost-estimate'),
  Type.Literal('external-expense'),
  Type.Literal('timesheet-entry'),
  Type.Literal('period-lock'),
]);

/** A value as the API answers it: decimal text for money and hours, YYYY-MM-DD for days, a name for a reference. */
export const AuditValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null(), Type.Array(Type.String())]);

export const ProjectHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  created_at: IsoDateTimeSchema(),
  user_id: Nullable(Type.Integer()),
  /** Who made the change; null when that user no longer exists. */
  user_name: Nullable(Type.String()),
  action: AuditActionSchema,
  record_type: AuditRecordTypeSchema,
  record_id: Type.Integer(),
  /** What the record was called: "PO-4047", "IDGB 0042", "#12" (an estimate or an entry). */
  record_label: Type.String(),
  /**
   * The changed fields, keyed as the record's API fields (value, po_number, invoice_date,
   * client_unit_name, lines, document_name, approval_state, ...), each before and after.
   */
  changes: Type.Record(Type.String(), Type.Object({ from: AuditValueSchema, to: AuditValueSchema })),
  /**
   * What else the sentence names: an entry's hours, manual_date, developer, activity and a
   * rejection's feedback; an invoice's po_number, value and storno_number; an expense's currency.
   */
  details: Type.Record(Type.String(), AuditValueSchema),
});

export const ProjectHistoryQuerySchema = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })) });

export const ProjectHistoryResponseSchema = Type.Object({
  data: Type.Array(ProjectHistoryEntrySchema),
  last_page: Type.Integer(),
  total: Type.Integer(),
});
