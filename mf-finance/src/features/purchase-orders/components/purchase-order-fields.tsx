/**
 * The fields of the purchase order form (document 2, section 5): cost estimate, plaja, PO
 * number, date, value, client unit and client PM required; the invoice date not before
 * 8 March 2022 (the picker refuses earlier days; the API checks it too). The plajas are the chosen estimate's; choosing another estimate clears the plaja.
 */
import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { MIN_INVOICE_DATE, positiveAmount, useSessionStore } from '@portal/shared';
import { formatCost, formatDate } from '@portal/shared/format';
import { DateField, NumberField, SelectField, TextInputField, toOptions } from '@portal/shared/fields';
import { useCostEstimates } from '../../cost-estimates/api/get-cost-estimates';
import { useClientUnits } from '../../cost-estimates/api/get-client-units';
import { usePlajas } from '../api/get-plajas';

/** Client PMs are the users-administration role 3 (docs/roles.md). */
const CLIENT_PM_ROLE = 3;

function PlajaField({ ceId }: { ceId: number | undefined }) {
  const plajas = usePlajas(ceId);
  const form = useForm();
  // Another estimate has other plajas: the chosen one no longer applies.
  const shownFor = useRef(ceId);
  useEffect(() => {
    if (shownFor.current !== ceId) form.change('plaja_id', undefined);
    shownFor.current = ceId;
  }, [ceId, form]);
  return (
    <SelectField
      name="plaja_id"
      label="Plaja"
      required
      disabled={!plajas.data}
      placeholder={plajas.error ? 'The plajas could not be loaded' : ceId ? 'Select…' : 'Choose a cost estimate first'}
      options={toOptions(plajas.data?.data ?? [], (series) => series.nume)}
    />
  );
}

export function PurchaseOrderFields({ projectId }: { projectId: number }) {
  const estimates = useCostEstimates(projectId);
  const clientUnits = useClientUnits();
  const users = useSessionStore((state) => state.users);
  const ceId = useField<number | undefined>('cost_estimate_id', { subscription: { value: true } }).input.value || undefined;
  const estimateOptions = (estimates.data?.cost_estimates ?? []).map((estimate) => ({
    value: estimate.id,
    label: `#${estimate.id} · ${formatDate(estimate.created_at)} · ${formatCost(estimate.value)} · ${estimate.client_unit_name}`,
  }));
  return (
    <>
      <SelectField
        name="cost_estimate_id"
        label="Cost estimate"
        required
        disabled={!estimates.data}
        placeholder={estimates.error ? 'The cost estimates could not be loaded' : 'Select…'}
        helperText={estimates.data && estimateOptions.length === 0 ? 'This project has no cost estimate yet: add one first.' : undefined}
        options={estimateOptions}
      />
      <PlajaField ceId={ceId} />
      <TextInputField name="po_number" label="PO number" required maxLength={100} />
      <DateField name="date" label="Date" required />
      <DateField name="invoice_date" label="Invoice date" minDate={MIN_INVOICE_DATE} clearable />
      <NumberField name="value" label="Value" required min={0} step={0.01} validate={positiveAmount} />
      <SelectField
        name="client_unit_id"
        label="Client unit"
        required
        disabled={!clientUnits.data}
        placeholder={clientUnits.error ? 'The client units could not be loaded' : 'Select…'}
        options={toOptions(clientUnits.data ?? [])}
      />
      <SelectField
        name="client_pm_id"
        label="Client PM"
        required
        options={toOptions(users.filter((user) => user.role === CLIENT_PM_ROLE))}
      />
      <TextInputField name="po_invoice_um" label="Invoice unit of measure" maxLength={100} />
    </>
  );
}
