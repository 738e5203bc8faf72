/**
 * The fields of the purchase order form (document 2, section 5): cost estimate, plaja, PO
 * number, date, value, client unit and client PM required; the invoice date not before
 * 8 March 2022 and not after today (the picker refuses other days; the API checks it too). The plajas are the chosen estimate's; choosing another estimate clears the plaja.
 * Choosing an estimate fills the value and the client unit with the estimate's (issue 32); both
 * stay editable.
 * Disabled users are not offered as client PM (the one the order names stays shown). While the
 * order's invoice stands (`locked`), what the invoice printed is read-only, as the API keeps it.
 */
import { useEffect, useRef } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { DateTime } from 'luxon';
import { useField, useForm, useFormState } from 'react-final-form';
import { MIN_INVOICE_DATE, positiveAmount, PURCHASE_ORDER_LOCKED_MESSAGE, useSessionStore } from '@portal/shared';
import { formatCost, formatDate } from '@portal/shared/format';
import { DateField } from '@portal/shared/date-field';
import { NumberField, SelectField, TextInputField, toOptions } from '@portal/shared/fields';
import { useCostEstimates } from '../../cost-estimates/api/get-cost-estimates';
import { useClientUnits } from '../../cost-estimates/api/get-client-units';
import { usePlajas } from '../api/get-plajas';
import type { PurchaseOrderValues } from '../api/save-purchase-order';

/** Client PMs are the users-administration role 3 (docs/roles.md). */
const CLIENT_PM_ROLE = 3;

function PlajaField({ ceId, locked }: { ceId: number | undefined; locked: boolean }) {
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
      disabled={locked || !plajas.data}
      placeholder={plajas.error ? 'The plajas could not be loaded' : ceId ? 'Select…' : 'Choose a cost estimate first'}
      options={toOptions(plajas.data?.data ?? [], (series) => series.nume)}
    />
  );
}

type EstimateChoice = { id: number; value: string; client_unit_id: number };

/** The estimate the user picks gives the order its value and client unit; an edited order's own stay as saved until then. */
function EstimateFillsOrder({ ceId, estimates }: { ceId: number | undefined; estimates: readonly EstimateChoice[] | undefined }) {
  const form = useForm<PurchaseOrderValues>();
  const shownFor = useRef(ceId);
  useEffect(() => {
    if (shownFor.current === ceId) return;
    const estimate = estimates?.find((candidate) => candidate.id === ceId);
    if (!estimate) return;
    shownFor.current = ceId;
    form.batch(() => {
      form.change('value', Number(estimate.value));
      form.change('client_unit_id', estimate.client_unit_id);
    });
  }, [ceId, estimates, form]);
  return null;
}

/** `locked`: the order's invoice stands (invoice_state 'invoiced'). */
export function PurchaseOrderFields({ projectId, locked = false }: { projectId: number; locked?: boolean }) {
  const estimates = useCostEstimates(projectId);
  const clientUnits = useClientUnits();
  const users = useSessionStore((state) => state.users);
  const ceId = useField<number | undefined>('cost_estimate_id', { subscription: { value: true } }).input.value || undefined;
  const clientPmId = useFormState<Partial<PurchaseOrderValues>>({ subscription: { initialValues: true } }).initialValues?.client_pm_id;
  const clientPms = users.filter((user) => user.role === CLIENT_PM_ROLE && (!user.disabled || user.id === clientPmId));
  const estimateOptions = (estimates.data?.cost_estimates ?? []).map((estimate) => ({
    value: estimate.id,
    label: `#${estimate.id} · ${formatDate(estimate.created_at)} · ${formatCost(estimate.value)} · ${estimate.client_unit_name}`,
  }));
  return (
    <>
      {locked && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{PURCHASE_ORDER_LOCKED_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}
      <SelectField
        name="cost_estimate_id"
        label="Cost estimate"
        required
        disabled={locked || !estimates.data}
        placeholder={estimates.error ? 'The cost estimates could not be loaded' : 'Select…'}
        helperText={estimates.data && estimateOptions.length === 0 ? 'This project has no cost estimate yet: add one first.' : undefined}
        options={estimateOptions}
      />
      {!locked && <EstimateFillsOrder ceId={ceId} estimates={estimates.data?.cost_estimates} />}
      <PlajaField ceId={ceId} locked={locked} />
      <TextInputField name="po_number" label="PO number" required maxLength={100} readOnly={locked} />
      <DateField name="date" label="Date" required readOnly={locked} />
      <DateField
        name="invoice_date"
        label="Invoice date"
        minDate={MIN_INVOICE_DATE}
        maxDate={DateTime.now().toISODate()}
        clearable
        readOnly={locked}
        helperText="The day the invoice is issued when empty."
      />
      <NumberField name="value" label="Value" required min={0} step={0.01} validate={positiveAmount} readOnly={locked} />
      <SelectField
        name="client_unit_id"
        label="Client unit"
        required
        disabled={locked || !clientUnits.data}
        placeholder={clientUnits.error ? 'The client units could not be loaded' : 'Select…'}
        options={toOptions(clientUnits.data ?? [])}
      />
      <SelectField name="client_pm_id" label="Client PM" required disabled={locked} options={toOptions(clientPms)} />
      <TextInputField name="po_invoice_um" label="Invoice unit of measure" maxLength={100} />
    </>
  );
}
