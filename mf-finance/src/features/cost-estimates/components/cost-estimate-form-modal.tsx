/**
 * The cost estimate form (document 2, section 5) in one modal: status, IDG unit, job numbers
 * of the project, client unit from the suggestions, and the lines editor. A new estimate
 * starts pending (status 3). Save is offered once a line exists; header and lines go in one
 * call, and a refused save keeps everything typed with the server's messages under the fields.
 * While an order of the estimate has a standing invoice (lines_locked) the lines are shown
 * read-only and only the header is sent, as the API refuses new lines then.
 */
import { useMemo } from 'react';
import { FormModal } from '@portal/shared/dialogs';
import { AutocompleteField, MultiSelectField } from '@portal/shared/combobox-fields';
import { SelectField, toOptions } from '@portal/shared/fields';
import { useClientUnits } from '../api/get-client-units';
import { useCostEstimate } from '../api/get-cost-estimate';
import { useCostEstimateItemTypes } from '../api/get-cost-estimate-item-types';
import { useCostEstimateStatuses } from '../api/get-cost-estimate-statuses';
import { useIdgUnits } from '../api/get-idg-units';
import { useProjectActivityTypes } from '../api/get-project-activity-types';
import { useProjectJobNumbers } from '../api/get-project-job-numbers';
import { useSaveCostEstimate } from '../api/save-cost-estimate';
import { type CostEstimateFormValues, formValuesOf, NEW_ESTIMATE, NO_LINES_MESSAGE, saveRequestOf } from '../cost-estimate-form-values';
import { estimateBoundsErrors } from '../estimate-bounds';
import { ITEM_TYPE } from '../item-types';
import { CostEstimateLinesEditor } from './cost-estimate-lines-editor';

type Props = {
  projectId: number;
  /** The estimate to edit; null for a new one. */
  estimateId: number | null;
  open: boolean;
  onClose: () => void;
};

export function CostEstimateFormModal({ projectId, estimateId, open, onClose }: Props) {
  const estimate = useCostEstimate(open ? estimateId : null);
  const statuses = useCostEstimateStatuses();
  const itemTypes = useCostEstimateItemTypes();
  const jobNumbers = useProjectJobNumbers(projectId);
  const activities = useProjectActivityTypes(projectId);
  const clientUnits = useClientUnits();
  const idgUnits = useIdgUnits();
  const save = useSaveCostEstimate();

  // Activities the stored lines name but the API no longer offers (disabled since) stay shown
  // on those lines, at the rate they were saved with; they are never offered anew (issue 29).
  const keptActivities = useMemo(() => {
    const offered = new Set((activities.data ?? []).map((activity) => activity.id));
    const kept = new Map<number, { name: string; rate: string }>();
    for (const line of estimateId ? (estimate.data?.CostEstimateLines ?? []) : []) {
      if (line.activity_type_id !== null && !offered.has(line.activity_type_id) && !kept.has(line.activity_type_id)) {
        kept.set(line.activity_type_id, { name: line.activity_name ?? `Activity ${line.activity_type_id}`, rate: line.unit_cost ?? '' });
      }
    }
    return kept;
  }, [activities.data, estimate.data, estimateId]);
  const rates = useMemo(
    () =>
      new Map([
        ...[...keptActivities].map(([id, kept]) => [id, kept.rate] as const),
        ...(activities.data ?? []).map((activity) => [activity.id, activity.rate?.trim() ?? ''] as const),
      ]),
    [activities.data, keptActivities],
  );
  const activityOptions = useMemo(
    () => [
      ...toOptions(activities.data ?? []),
      ...[...keptActivities].map(([id, kept]) => ({ value: id, label: kept.name, disabled: true })),
    ],
    [activities.data, keptActivities],
  );
  const rateOf = (activityId?: number) => (activityId === undefined ? undefined : rates.get(activityId));
  // An estimate moved up from a subproject keeps that subproject's job numbers.
  const jobNumberOptions = useMemo(() => {
    const all = [...(jobNumbers.data ?? []), ...(estimate.data?.job_numbers ?? [])];
    return toOptions(all.filter((jobNumber, index) => all.findIndex((other) => other.id === jobNumber.id) === index));
  }, [jobNumbers.data, estimate.data]);
  // Keeps the initial values one object per opening, so typing is never reset by a re-render.
  const initialValues = useMemo(
    () => (estimateId && estimate.data ? formValuesOf(estimate.data) : NEW_ESTIMATE),
    [estimateId, estimate.data],
  );
  const linesLocked = estimateId !== null && estimate.data?.lines_locked === true;
  const loading =
    [statuses, itemTypes, jobNumbers, activities, clientUnits, idgUnits].some((call) => !call.data) ||
    (estimateId !== null && !estimate.data);

  return (
    <FormModal<CostEstimateFormValues>
      open={open}
      onClose={onClose}
      title={estimateId ? 'Edit cost estimate' : 'New cost estimate'}
      size="xl"
      loading={loading}
      initialValues={initialValues}
      // Keyed apart from `lines`, whose rows carry their own field errors.
      // Locked lines are not sent, so they are not checked either.
      validate={(values) => {
        if (linesLocked) return {};
        return values.lines?.length
          ? estimateBoundsErrors(
              values.lines.map((line) =>
                line.item_type_id === ITEM_TYPE.hour ? { ...line, unit_cost: rateOf(line.activity_type_id) } : line,
              ),
            )
          : { no_lines: NO_LINES_MESSAGE };
      }}
      canSubmit={(values) => (values.lines?.length ?? 0) > 0}
      submitLabel="Save cost estimate"
      successMessage="Cost estimate has been saved."
      onSubmit={(values) => {
        const { lines, ...header } = saveRequestOf(projectId, values, rateOf);
        return save(estimateId, linesLocked ? header : { ...header, lines });
      }}
    >
      <SelectField<number> name="status_id" label="Status" required options={toOptions(statuses.data ?? [])} />
      <SelectField<number> name="infodesign_unit_id" label="IDG unit" required options={toOptions(idgUnits.data ?? [])} />
      <MultiSelectField<number> name="job_numbers" label="Job numbers" required options={jobNumberOptions} />
      <AutocompleteField<number> name="client_unit_id" label="Client unit" required options={toOptions(clientUnits.data ?? [])} />
      <CostEstimateLinesEditor
        itemTypes={(itemTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
        activities={activityOptions}
        rateOf={rateOf}
        locked={linesLocked}
      />
    </FormModal>
  );
}
