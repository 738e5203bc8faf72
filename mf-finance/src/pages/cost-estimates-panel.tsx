/**
 * The cost estimates panel (document 2, sections 2, 4 and 8): the project's estimates with
 * New cost estimate, and per row edit, remove (after a confirmation), download (the PDF as
 * cost-estimate-{id}.pdf) and move to parent project, which on a project without a parent the
 * menu names as "Current project doesn't have a parent project" instead of offering.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { type CostEstimate, notifySuccess, type ProjectPanelProps, reportApiError } from '@portal/shared';
import { useConfirmation } from '@portal/shared/dialogs';
import { useDeleteCostEstimate } from '../features/cost-estimates/api/delete-cost-estimate';
import { downloadCostEstimate } from '../features/cost-estimates/api/download-cost-estimate';
import { useCostEstimates } from '../features/cost-estimates/api/get-cost-estimates';
import { useMoveCostEstimateToParent } from '../features/cost-estimates/api/move-cost-estimate-to-parent';
import { CostEstimateFormModal } from '../features/cost-estimates/components/cost-estimate-form-modal';
import { CostEstimatesTable } from '../features/cost-estimates/components/cost-estimates-table';
import { NO_PARENT_MESSAGE } from '../features/cost-estimates/estimate-labels';
import { FinancePanel } from '../features/finance-panel/finance-panel';

/** The form's state: closed, a new estimate, or the estimate with this id. */
type Editing = { estimateId: number | null } | null;

export function CostEstimatesPanel({ project }: ProjectPanelProps) {
  return (
    <FinancePanel title="Cost estimates" project={project} actions={<NewButton projectId={project.id} />}>
      <CostEstimatesList projectId={project.id} parentId={project.parent_id} />
    </FinancePanel>
  );
}

function NewButton({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" colorPalette="blue" onClick={() => setOpen(true)}>
        New cost estimate
      </Button>
      <CostEstimateFormModal projectId={projectId} estimateId={null} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function CostEstimatesList({ projectId, parentId }: { projectId: number; parentId: number | null }) {
  const { data, error, isLoading, mutate } = useCostEstimates(projectId);
  const [editing, setEditing] = useState<Editing>(null);
  const { confirm, dialog } = useConfirmation();
  const remove = useDeleteCostEstimate();
  const move = useMoveCostEstimateToParent();

  const run = async (action: () => Promise<unknown>, success?: string) => {
    try {
      await action();
      if (success) notifySuccess(success);
    } catch (failure) {
      await reportApiError(failure);
    }
  };

  const rowActions = (estimate: CostEstimate) => [
    { label: 'Edit', onSelect: () => setEditing({ estimateId: estimate.id }) },
    { label: 'Download', onSelect: () => void run(() => downloadCostEstimate(estimate.id)) },
    parentId === null
      ? { label: NO_PARENT_MESSAGE, disabled: true, onSelect: () => undefined }
      : {
          label: 'Move to parent project',
          onSelect: () => void run(() => move({ id: estimate.id, projectId, parentId }), 'Cost estimate has been moved to parent project.'),
        },
    {
      label: 'Remove',
      danger: true,
      onSelect: () => confirm(() => run(() => remove({ id: estimate.id, projectId }), 'Cost estimate has been removed.')),
    },
  ];

  return (
    <>
      <CostEstimatesTable
        rows={data?.cost_estimates ?? []}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        rowActions={rowActions}
      />
      {editing && <CostEstimateFormModal projectId={projectId} estimateId={editing.estimateId} open onClose={() => setEditing(null)} />}
      {dialog}
    </>
  );
}
