/**
 * The purchase orders of a project (document 2, sections 2, 4 and 8): the rows, "Add purchase
 * order", and each row's actions by invoice state. Invoices and stornos open in a new tab at
 * the address the API gives (the deploy's invoicing site, by default the portal's own origin),
 * from the row's Invoice link or its menu; generating has its dialog, removing and
 * resetting ask "Are you sure?". A refusal answered `status: 'error'` shows the server's message.
 * Editing an order whose invoice stands shows what the invoice printed read-only.
 */
import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import {
  type InvoiceActionResponse,
  notifyError,
  notifySuccess,
  type PurchaseOrder,
  type PurchaseOrderAction,
  PURCHASE_ORDER_STATUS,
  reportApiError,
} from '@portal/shared';
import { formatCost, formatDate } from '@portal/shared/format';
import { FormModal, useConfirmation } from '@portal/shared/dialogs';
import { type Column, DataTable } from '@portal/shared/lists';
import { useDeletePurchaseOrder } from '../api/delete-purchase-order';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { useResetInvoiceData } from '../api/reset-invoice-data';
import { type PurchaseOrderValues, useSavePurchaseOrder } from '../api/save-purchase-order';
import { useStornoInvoice } from '../api/storno-invoice';
import { GenerateInvoiceDialog, INVOICE_GENERATED } from './generate-invoice-dialog';
import { PurchaseOrderFields } from './purchase-order-fields';
import { purchaseOrderRowActions } from './purchase-order-row-actions';

export const PO_TOASTS = {
  saved: 'Purchase order has been saved.',
  removed: 'Purchase order has been removed.',
  generated: INVOICE_GENERATED,
  storno: 'The storno invoice has been generated.',
  reset: 'Invoice data has been removed.',
} as const;

function invoiceStateText(po: PurchaseOrder): string {
  if (po.invoice_state === 'reversed') return `Storno ${po.storno_number ?? ''}`.trim();
  if (po.invoice_state === 'invoiced') return `Invoice ${po.invoice_number ?? ''}`.trim();
  return 'No invoice';
}

/** The issued document's PDF as a link (issue 32), in a new tab that cannot reach back into the portal. */
function InvoiceCell({ po }: { po: PurchaseOrder }) {
  const url = po.invoice_state === 'reversed' ? po.storno_url : po.invoice_state === 'invoiced' ? po.invoice_url : null;
  if (!url) return invoiceStateText(po);
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" colorPalette="blue" whiteSpace="nowrap">
      {invoiceStateText(po)} (PDF)
    </Link>
  );
}

const COLUMNS: readonly Column<PurchaseOrder>[] = [
  { key: 'po_number', header: 'PO number' },
  { key: 'date', header: 'Date', cell: (po) => formatDate(po.date) },
  // The day the invoice was issued once there is one (the order's chosen date, or the day it was generated).
  { key: 'invoice_date', header: 'Invoice date', cell: (po) => formatDate(po.invoiced_on ?? po.invoice_date) },
  { key: 'value', header: 'Value', align: 'end', cell: (po) => formatCost(po.value) },
  { key: 'client_unit_name', header: 'Client unit' },
  {
    key: 'status',
    header: 'Status',
    cell: (po) => <Badge colorPalette={po.status_id === PURCHASE_ORDER_STATUS.notInvoiced ? 'red' : 'green'}>{po.po_status_name}</Badge>,
  },
  { key: 'invoice_state', header: 'Invoice', cell: (po) => <InvoiceCell po={po} /> },
];

function valuesOf(po: PurchaseOrder | null): Partial<PurchaseOrderValues> {
  if (!po) return {};
  return {
    cost_estimate_id: po.cost_estimate_id,
    plaja_id: po.plaja_id,
    po_number: po.po_number,
    date: po.date,
    invoice_date: po.invoice_date ?? undefined,
    value: Number(po.value),
    client_unit_id: po.client_unit_id,
    client_pm_id: po.client_pm_id,
    po_invoice_um: po.po_invoice_um ?? undefined,
  };
}

/** Opens an issued document on the invoicing site, in a new tab that cannot reach back into the portal. */
function openDocument(url: string | null): void {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

export function PurchaseOrdersSection({ projectId }: { projectId: number }) {
  const { data, error, isLoading, mutate } = usePurchaseOrders(projectId);
  const save = useSavePurchaseOrder(projectId);
  const remove = useDeletePurchaseOrder(projectId);
  const storno = useStornoInvoice(projectId);
  const reset = useResetInvoiceData(projectId);
  const { confirm, dialog } = useConfirmation();
  const [editing, setEditing] = useState<{ po: PurchaseOrder | null } | null>(null);
  const [generating, setGenerating] = useState<PurchaseOrder | null>(null);

  const invoiceAction = async (call: () => Promise<InvoiceActionResponse>, success: string) => {
    try {
      const answer = await call();
      if (answer.status === 'error') notifyError(answer.data.message);
      else notifySuccess(success);
    } catch (failure) {
      await reportApiError(failure);
    }
  };
  const removeOrder = async (po: PurchaseOrder) => {
    try {
      await remove(po.id);
      notifySuccess(PO_TOASTS.removed);
    } catch (failure) {
      await reportApiError(failure);
    }
  };

  const run = (action: PurchaseOrderAction, po: PurchaseOrder) => {
    switch (action) {
      case 'edit':
        return setEditing({ po });
      case 'generate-invoice':
        return setGenerating(po);
      case 'download-invoice':
        return openDocument(po.invoice_url);
      case 'storno':
        return void invoiceAction(() => storno(po.id), PO_TOASTS.storno);
      case 'download-storno':
        return openDocument(po.storno_url);
      case 'reset':
        return confirm(() => invoiceAction(() => reset(po.id), PO_TOASTS.reset), { confirmLabel: 'RESET' });
      case 'remove':
        return confirm(() => removeOrder(po));
    }
  };

  return (
    <Stack gap="3">
      <Flex justify="flex-end">
        <Button size="sm" colorPalette="blue" onClick={() => setEditing({ po: null })}>
          Add purchase order
        </Button>
      </Flex>
      <DataTable
        label="Purchase orders"
        columns={COLUMNS}
        rows={data?.data ?? []}
        rowKey={(po) => po.id}
        rowLabel={(po) => po.po_number}
        rowActions={(po) => purchaseOrderRowActions(po, run)}
        isLoading={isLoading}
        error={error}
        errorMessage="The purchase orders could not be loaded."
        onRetry={() => void mutate()}
        emptyMessage="No purchase orders yet."
      />
      <FormModal<PurchaseOrderValues>
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.po ? 'Edit purchase order' : 'New purchase order'}
        initialValues={valuesOf(editing?.po ?? null)}
        onSubmit={(values) => save(values, editing?.po?.id)}
        successMessage={PO_TOASTS.saved}
        size="lg"
      >
        <PurchaseOrderFields projectId={projectId} locked={editing?.po?.invoice_state === 'invoiced'} />
      </FormModal>
      <GenerateInvoiceDialog projectId={projectId} po={generating} onClose={() => setGenerating(null)} />
      {dialog}
    </Stack>
  );
}
