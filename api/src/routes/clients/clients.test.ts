import { describe, expect, it } from '@jest/globals';
import type { Client, ClientsResponse, ItemResponse, SaveResponse, UpdateUserStoreResponse } from '@portal/shared/contract';
import { SEED_CLIENTS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { alphabetically, catalogueCalls, errorsOf, expectConfigManagersOnly } from '../config/config-test-kit';
import { MESSAGES } from '../config/messages';

const kit = setUpTestKit();

const page = async (query: string) => {
  const response = await kit.call('pm', 'GET', `clients?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ClientsResponse>();
};
const lookupClients = async () =>
  (await kit.call('dev', 'GET', 'update-user-store?section=clients')).json<UpdateUserStoreResponse>().data.clients ?? [];

describe('clients: access', () => {
  it('is for full project managers only', async () => {
    await expectConfigManagersOnly(kit, catalogueCalls('clients', 'client', { name: 'X' }));
  });
});

describe('GET /api/clients', () => {
  it('pages by name, ten per page, with the visibility flag', async () => {
    const names = alphabetically(SEED_CLIENTS.map((c) => c.name));
    const first = await page('page=1&resPerPage=10');
    expect(first.totalResults).toBe(SEED_CLIENTS.length);
    expect(first.data.paginatedClients.map((c) => c.name)).toEqual(names.slice(0, 10));
    expect((await page('page=3&resPerPage=10')).data.paginatedClients.map((c) => c.name)).toEqual(names.slice(20, 30));
    const hidden = (await page('page=0&resPerPage=1000')).data.paginatedClients.filter((c) => !c.cb_visible).map((c) => c.id);
    expect(hidden.sort((a, b) => a - b)).toEqual(SEED_CLIENTS.filter((c) => c.disabled).map((c) => c.id));
  });

  it('searches the name', async () => {
    const found = await page('searchString=hogarth');
    expect(found.totalResults).toBe(SEED_CLIENTS.filter((c) => /hogarth/i.test(c.name)).length);
    expect(found.data.paginatedClients.every((c) => /hogarth/i.test(c.name))).toBe(true);
  });
});

describe('saving and deleting clients', () => {
  it('requires a name and a true/false visibility', async () => {
    expect(errorsOf(await kit.call('pm', 'POST', 'clients', { cb_visible: true }))).toEqual({ name: ['The name field is required.'] });
    expect(Object.keys(errorsOf(await kit.call('pm', 'POST', 'clients', { name: 'X', cb_visible: 'sometimes' })))).toEqual(['cb_visible']);
  });

  it('creates a client, publishes clients-update, and the lookup every portal reloads has it', async () => {
    const before = kit.published.length;
    const created = await kit.call('pm', 'POST', 'clients', { name: 'Zephyr Airlines', cb_visible: true });
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json<SaveResponse<Client>>();
    expect(message).toBe(MESSAGES.clientSaved);
    expect(data).toEqual({ id: expect.any(Number), name: 'Zephyr Airlines', cb_visible: true });
    expect(kit.published.slice(before)).toEqual([{ channel: 'private-portal', event: 'clients-update', data: { id: data.id } }]);
    expect(await lookupClients()).toContainEqual({ id: data.id, name: 'Zephyr Airlines', disabled: false });
  });

  it('renames and hides a client: the lookup shows it disabled under the new name', async () => {
    const { id } = (await kit.call('pm', 'POST', 'clients', { name: 'Rename Me' })).json<SaveResponse<Client>>().data;
    const before = kit.published.length;
    const edited = await kit.call('pm', 'PUT', `clients/${id}`, { name: 'Renamed Client', cb_visible: 0 });
    expect(edited.json<SaveResponse<Client>>()).toEqual({
      data: { id, name: 'Renamed Client', cb_visible: false },
      message: MESSAGES.clientSaved,
    });
    expect(kit.published.slice(before).map((p) => p.event)).toEqual(['clients-update']);
    expect(await lookupClients()).toContainEqual({ id, name: 'Renamed Client', disabled: true });
    expect((await kit.call('pm', 'GET', `client/${id}`)).json<ItemResponse<Client>>().data).toEqual({
      id,
      name: 'Renamed Client',
      cb_visible: false,
    });
  });

  it('deletes a client without projects and publishes', async () => {
    const { id } = (await kit.call('pm', 'POST', 'clients', { name: 'Short Lived' })).json<SaveResponse<Client>>().data;
    const before = kit.published.length;
    expect((await kit.call('pm', 'DELETE', `clients/${id}`)).json()).toEqual({ message: MESSAGES.clientDeleted });
    expect(kit.published.slice(before).map((p) => p.event)).toEqual(['clients-update']);
    expect((await kit.call('pm', 'GET', `client/${id}`)).statusCode).toBe(404);
    expect((await lookupClients()).some((c) => c.id === id)).toBe(false);
  });

  it('refuses to delete a client with projects, publishing nothing', async () => {
    const before = kit.published.length;
    const response = await kit.call('pm', 'DELETE', 'clients/1');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(/^This client has \d+ projects? and cannot be deleted\.$/);
    expect(kit.published.length).toBe(before);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await kit.call('pm', 'GET', 'client/99999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'PUT', 'clients/99999', { name: 'X' })).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', 'clients/99999')).statusCode).toBe(404);
  });
});
