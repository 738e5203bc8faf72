/** GET client-unit/{id} / idg-unit/{id}: the unit as stored now, to edit. */
import { apiGet, type ItemResponse, type Unit } from '@portal/shared';
import type { UnitKind } from './get-units';

const ITEM_PATH: Record<UnitKind, string> = { 'client-units': 'client-unit', 'idg-units': 'idg-unit' };

export async function getUnit(kind: UnitKind, id: number): Promise<Unit> {
  return (await apiGet<ItemResponse<Unit>>(`${ITEM_PATH[kind]}/${id}`)).data;
}
