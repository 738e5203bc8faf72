/**
 * The income report's filters (document 3, sections 2 and 9): project title (3 characters or
 * more), 1 January to today, client, client PM, IDG PM and Hogarth PM; options from the
 * session's shared lookups.
 */
import type { ClientLookup, ReportsIncomeQuery, UserLookup } from '@portal/shared';
import type { FieldOption } from '@portal/shared/fields';
import { yearToDate } from '../report-kit/report-period';

export type IncomeFilterValues = Required<ReportsIncomeQuery>;

export function incomeDefaults(): IncomeFilterValues {
  return { ...yearToDate(), projectTitle: '', clientId: '', clientPM: '', idgPM: '', hogarthPM: '' };
}

const option = (lookup: { id: number; name: string }): FieldOption<string> => ({ value: String(lookup.id), label: lookup.name });

export const clientFilterOptions = (clients: readonly ClientLookup[]) => clients.filter((client) => !client.disabled).map(option);

/** Users of one users-administration role: 2 IDG (Infodesign) PMs, 3 client and Hogarth PMs. */
export const userFilterOptions = (users: readonly UserLookup[], role: 2 | 3) =>
  users.filter((user) => user.role === role && !user.disabled).map(option);
