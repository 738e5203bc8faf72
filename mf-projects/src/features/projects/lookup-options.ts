/**
 * The choices of the project form and the filters, from the shared lookups (document 1,
 * section 5): owners are users of role 2 or 4, client PMs role 3, never disabled users; a
 * limited PM is offered only the marker clients and brands and three owners.
 */
import { type BrandLookup, type ClientLookup, getLimitedPmMarkers, PM_FILTER_ALL, type UserLookup } from '@portal/shared';
import { type FieldOption, toOptions } from '@portal/shared/fields';

/** What a limited PM is held to (document 1, section 9). */
export const LIMITED_PM = { typeId: 2, categoryId: 17, ownerIds: [15, 198, 294] } as const;

const contains = (text: string, marker: string) => text.toLowerCase().includes(marker.toLowerCase());

export function clientOptions(clients: readonly ClientLookup[], isLimitedPm: boolean): FieldOption<number>[] {
  const { clientMarker } = getLimitedPmMarkers();
  return toOptions(clients.filter((client) => !isLimitedPm || contains(client.name, clientMarker)));
}

export function brandOptions(brands: readonly BrandLookup[], isLimitedPm: boolean): FieldOption<number>[] {
  const { businessUnitMarker } = getLimitedPmMarkers();
  return toOptions(brands.filter((brand) => !isLimitedPm || brand.business_units.some((unit) => contains(unit.name, businessUnitMarker))));
}

export function ownerOptions(users: readonly UserLookup[], isLimitedPm: boolean): FieldOption<number>[] {
  const owners = users.filter((user) => (user.role === 2 || user.role === 4) && !user.disabled);
  return toOptions(isLimitedPm ? owners.filter((user) => (LIMITED_PM.ownerIds as readonly number[]).includes(user.id)) : owners);
}

export function clientPmOptions(users: readonly UserLookup[]): FieldOption<number>[] {
  return toOptions(users.filter((user) => user.role === 3 && !user.disabled));
}

/** The PM filter: the owners, after "ALL" (1000). */
export function pmFilterOptions(users: readonly UserLookup[]): FieldOption<number>[] {
  return [{ value: PM_FILTER_ALL, label: 'ALL' }, ...ownerOptions(users, false)];
}
