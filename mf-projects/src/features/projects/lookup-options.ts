/**
 * The choices of the project form and the filters, from the shared lookups (document 1,
 * section 5): owners are users of role 2 or 4, client PMs role 3, never disabled users; a
 * limited PM is offered only the marker clients and brands and three owners. A disabled owner
 * or client PM already on an edited project stays visible (greyed) but is never offered.
 */
import { type BrandLookup, type ClientLookup, getLimitedPmMarkers, PM_FILTER_ALL, type UserLookup } from '@portal/shared';
import { type FieldOption, toOptions } from '@portal/shared/fields';

/** What a limited PM is held to (document 1, section 9). */
export const LIMITED_PM = { typeId: 2, categoryId: 17, ownerIds: [15, 198, 294] } as const;

// Case-sensitive, as the API checks it: a client the form offers is never refused by the save.
const contains = (text: string, marker: string) => text.includes(marker);

/** Enabled users, plus the current value when it is a disabled one (shown, not offered). */
const enabledOr = (users: readonly UserLookup[], current: number | undefined) =>
  users.filter((user) => !user.disabled || user.id === current);

export function clientOptions(clients: readonly ClientLookup[], isLimitedPm: boolean): FieldOption<number>[] {
  const { clientMarker } = getLimitedPmMarkers();
  return toOptions(clients.filter((client) => !isLimitedPm || contains(client.name, clientMarker)));
}

export function brandOptions(brands: readonly BrandLookup[], isLimitedPm: boolean): FieldOption<number>[] {
  const { businessUnitMarker } = getLimitedPmMarkers();
  return toOptions(brands.filter((brand) => !isLimitedPm || brand.business_units.some((unit) => contains(unit.name, businessUnitMarker))));
}

export function ownerOptions(users: readonly UserLookup[], isLimitedPm: boolean, current?: number): FieldOption<number>[] {
  const owners = enabledOr(users, current).filter((user) => user.role === 2 || user.role === 4);
  return toOptions(isLimitedPm ? owners.filter((user) => (LIMITED_PM.ownerIds as readonly number[]).includes(user.id)) : owners);
}

export function clientPmOptions(users: readonly UserLookup[], current?: number): FieldOption<number>[] {
  return toOptions(enabledOr(users, current).filter((user) => user.role === 3));
}

/** The PM filter: the owners, after "ALL" (1000). */
export function pmFilterOptions(users: readonly UserLookup[]): FieldOption<number>[] {
  return [{ value: PM_FILTER_ALL, label: 'ALL' }, ...ownerOptions(users, false)];
}

/** The team leads, plus an edited project's ones who are no longer team leads or are disabled (shown, not offered). */
export function teamLeadOptions(
  teamLeads: readonly { id: number; name: string }[],
  users: readonly UserLookup[],
  current: readonly number[] = [],
): FieldOption<number>[] {
  const former = current
    .filter((id) => !teamLeads.some((lead) => lead.id === id))
    .map((id) => ({ value: id, label: users.find((user) => user.id === id)?.name ?? `User ${id}`, disabled: true }));
  return [...toOptions(teamLeads), ...former];
}
