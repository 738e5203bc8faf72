/** POST activity-types (new) or PUT activity-types/{id} (edit): name, rate, usd_currency. */
import { type ActivityTypeRequest, apiPost, apiPut } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { activityTypesKey } from './get-activity-types';

export type ActivityTypeFields = { name: string; rate?: string; usd_currency?: boolean };

export function saveActivityType(fields: ActivityTypeFields, id?: number): Promise<unknown> {
  const body: ActivityTypeRequest = { name: fields.name, rate: fields.rate ?? '', usd_currency: Boolean(fields.usd_currency) };
  return id === undefined ? apiPost('activity-types', body) : apiPut(`activity-types/${id}`, body);
}

export function useSaveActivityType() {
  return useApiMutation(saveActivityType, { invalidates: () => [activityTypesKey()] });
}
