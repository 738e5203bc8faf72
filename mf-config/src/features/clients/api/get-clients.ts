/** GET clients: one page of clients, searched by name (document 2, section 7). */
import { apiGet, callKey, type Client, type ClientsResponse } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';

export const clientsKey = callKey('clients');

export async function getClients(query: ListQuery): Promise<ListPage<Client>> {
  const answer = await apiGet<ClientsResponse>('clients', query);
  return { rows: answer.data.paginatedClients, total: answer.totalResults };
}

export function useClients() {
  return usePagedList({ key: clientsKey(), load: getClients });
}
