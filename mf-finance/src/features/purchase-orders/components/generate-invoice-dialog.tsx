/**
 * The generate-invoice dialog (document 2, section 2): what the invoice will say (the order's
 * value and plaja) and which of the estimate's lines it names, all of them to start with.
 * Generating answers a toast: the success text, or the server's own message for a refusal.
 */
import { useMemo } from 'react';
import { Text } from '@chakra-ui/react/text';
import { notifyError, notifySuccess, type PurchaseOrder } from '@portal/shared';
import { FormModal } from '@portal/shared/dialogs';
import { MultiSelectField } from '@portal/shared/combobox-fields';
import { formatCost } from '@portal/shared/format';
import { useCostEstimate } from '../../cost-estimates/api/get-cost-estimate';
import { useGenerateInvoice } from '../api/generate-invoice';

export const INVOICE_GENERATED = 'The invoice has been generated.';

type GenerateInvoiceValues = { ceLines: number[] };

export function GenerateInvoiceDialog({ projectId, po, onClose }: { projectId: number; po: PurchaseOrder | null; onClose: () => void }) {
  const estimate = useCostEstimate(po?.cost_estimate_id ?? null);
  const generate = useGenerateInvoice(projectId);
  const lines = estimate.data?.CostEstimateLines;
  // Kept while the lines are the same, so a reload does not undo what the user unticked.
  const initialValues = useMemo(() => ({ ceLines: (lines ?? []).map((line) => line.id) }), [lines]);
  const generateFor = async (order: PurchaseOrder, { ceLines }: GenerateInvoiceValues) => {
    const answer = await generate(order.id, { ceLines });
    if (answer.status === 'error') notifyError(answer.data.message);
    else notifySuccess(INVOICE_GENERATED);
  };
  return (
    <FormModal<GenerateInvoiceValues>
      open={po !== null}
      onClose={onClose}
      title="Generate invoice"
      submitLabel="Generate"
      loading={po !== null && !estimate.data && !estimate.error}
      initialValues={initialValues}
      onSubmit={(values) => (po ? generateFor(po, values) : Promise.resolve())}
    >
      {po && (
        <Text>
          An invoice of {formatCost(po.value)} for purchase order {po.po_number} will be issued in {po.plaja_name}.
        </Text>
      )}
      <MultiSelectField
        name="ceLines"
        label="Estimate lines named on the invoice"
        required
        options={(lines ?? []).map((line) => ({ value: line.id, label: line.details }))}
      />
    </FormModal>
  );
}
