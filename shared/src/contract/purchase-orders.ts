/**
 * Purchase orders, their invoices and stornos (document 2, sections 3, 4, 5 and 7), and the
 * plajas (invoice series) an invoice is numbered in. Amounts travel as decimal text
 * ("1234.50"), exactly as the database stores them.
 */
import type { Static } from 'typebox';
import type {
  GenerateInvoiceRequestSchema,
  InvoiceActionResponseSchema,
  InvoiceStateSchema,
  PlajaSchema,
  PlajasResponseSchema,
  PurchaseOrderRequestSchema,
  PurchaseOrderSchema,
  PurchaseOrdersResponseSchema,
} from '../schemas/finance';
import type { IsoDate } from './common';

/** GET plajas/{ceId}: the series of the estimate's agency (IDG) unit. */
export type Plaja = Static<typeof PlajaSchema>;
export type PlajasResponse = Static<typeof PlajasResponseSchema>;

/** Where a purchase order stands with its documents: no invoice, an invoice, or an invoice and its storno. */
export type InvoiceState = Static<typeof InvoiceStateSchema>;

export type PurchaseOrderAction = 'edit' | 'remove' | 'generate-invoice' | 'download-invoice' | 'storno' | 'download-storno' | 'reset';

/**
 * The actions of a purchase order in each state (document 2, section 4), in menu order. Edit
 * is in every state: the document lists only the state-dependent actions, and the form's PUT
 * call needs a way in. The API refuses what a state does not offer. Issued documents are final
 * (docs/spec-deviations.md): a standing invoice is reversed (storno) before its data is reset,
 * and an order with issued documents is never removed, so removing is offered only to an order
 * without any (`has_documents`, see purchaseOrderActions).
 */
export const PURCHASE_ORDER_ACTIONS: Record<InvoiceState, readonly PurchaseOrderAction[]> = {
  none: ['edit', 'generate-invoice', 'remove'],
  invoiced: ['edit', 'download-invoice', 'storno'],
  reversed: ['edit', 'download-storno', 'generate-invoice', 'reset'],
};

/** What the order offers: its state's actions, without removing once documents were issued for it. */
export function purchaseOrderActions(po: Pick<PurchaseOrder, 'invoice_state' | 'has_documents'>): readonly PurchaseOrderAction[] {
  return PURCHASE_ORDER_ACTIONS[po.invoice_state].filter((action) => action !== 'remove' || !po.has_documents);
}

/**
 * The fields an issued invoice printed or depends on: read-only while it stands (invoice_state
 * 'invoiced'), with PURCHASE_ORDER_LOCKED_MESSAGE; the API refuses a change with it (422).
 */
export const PURCHASE_ORDER_LOCKED_FIELDS = [
  'cost_estimate_id',
  'plaja_id',
  'po_number',
  'date',
  'invoice_date',
  'value',
  'client_unit_id',
  'client_pm_id',
] as const;

export const PURCHASE_ORDER_LOCKED_MESSAGE = 'This purchase order is invoiced: reverse the invoice (storno) to change it.';

/** status_id 2 (danger) is a purchase order not invoiced yet, the status of every new one; 1 (success) once invoiced. */
export const PURCHASE_ORDER_STATUS = { invoiced: 1, notInvoiced: 2 } as const;

/** The earliest invoice date the form accepts (document 2, section 9). */
export const MIN_INVOICE_DATE: IsoDate = '2022-03-08';

export type PurchaseOrder = Static<typeof PurchaseOrderSchema>;

/** GET purchase-orders/{projectId}, newest first. */
export type PurchaseOrdersResponse = Static<typeof PurchaseOrdersResponseSchema>;

/** POST purchase-orders, PUT purchase-orders/{id}. */
export type PurchaseOrderRequest = Static<typeof PurchaseOrderRequestSchema>;

/** POST generate-invoice/{poId}: the estimate lines the invoice names (all of them when omitted). */
export type GenerateInvoiceRequest = Static<typeof GenerateInvoiceRequestSchema>;

/**
 * POST generate-invoice, GET storno-invoice, GET reset-invoice-data. A refusal the portal
 * shows as a toast (generating twice, a storno without an invoice) is `status: 'error'` with
 * the message in data, as the document's server answers.
 */
export type InvoiceActionResponse = Static<typeof InvoiceActionResponseSchema>;
