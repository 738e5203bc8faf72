/** GET client/{id}: the client as stored now, to edit. */
import { apiGet, type Client, type ItemResponse } from '@portal/shared';

export async function getClient(id: number): Promise<Client> {
  return (await apiGet<ItemResponse<Client>>(`client/${id}`)).data;
}
