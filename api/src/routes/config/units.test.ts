import { describe, expect, it } from '@jest/globals';
import type { ClientUnitsResponse, IdgUnitsResponse, ItemResponse, SaveResponse, Unit } from '@portal/shared/contract';
import { SEED_CLIENT_UNITS, SEED_IDG_UNITS } from '../../db/seed-config';
import { setUpTestKit } from '../../test/test-kit';
import { alphabetically, catalogueCalls, errorsOf, expectConfigManagersOnly } from './config-test-kit';
import { UNIT_KINDS } from './units';

const kit = setUpTestKit();

const KINDS = [
  {
    list: 'client-units',
    item: 'client-unit',
    seed: SEED_CLIENT_UNITS,
    messages: UNIT_KINDS.client,
    rows: (body: unknown) => (body as ClientUnitsResponse).data.paginatedClientUnits,
  },
  {
    list: 'idg-units',
    item: 'idg-unit',
    seed: SEED_IDG_UNITS,
    messages: UNIT_KINDS.idg,
    rows: (body: unknown) => (body as IdgUnitsResponse).data.paginatedInfodesignUnits,
  },
];

describe.each(KINDS)('$list', ({ list, item, seed, messages, rows }) => {
  const page = async (query: string) => {
    const response = await kit.call('pm', 'GET', `${list}?${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ totalResults: number }>();
    return { rows: rows(body), total: body.totalResults };
  };

  it('is for full project managers only', async () => {
    await expectConfigManagersOnly(kit, catalogueCalls(list, item, { name: 'X', legal_entity: 'Y' }));
  });

  it('pages by name and searches name and legal entity', async () => {
    const first = await page('page=1');
    expect(first.total).toBe(seed.length);
    expect(first.rows.map((u) => u.name)).toEqual(alphabetically(seed.map((u) => u.name)).slice(0, 10));
    expect((await page('page=2')).rows.map((u) => u.name)).toEqual(alphabetically(seed.map((u) => u.name)).slice(10, 20));
    const entity = seed[0].legalEntity;
    const found = await page(`searchString=${encodeURIComponent(entity.toLowerCase())}`);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((u) => u.legal_entity === entity || u.name.toLowerCase().includes(entity.toLowerCase()))).toBe(true);
    expect(found.total).toBe(
      seed.filter((u) => u.legalEntity.toLowerCase().includes(entity.toLowerCase()) || u.name.toLowerCase().includes(entity.toLowerCase()))
        .length,
    );
  });

  it('requires a name and a legal entity', async () => {
    const response = await kit.call('pm', 'POST', list, { name: ' ' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ name: ['The name field is required.'], legal_entity: ['The legal entity field is required.'] });
  });

  it('creates, reads, edits and deletes a unit', async () => {
    const created = await kit.call('pm', 'POST', list, { name: 'Test Unit', legal_entity: 'Test Entity SRL' });
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json<SaveResponse<Unit>>();
    expect(message).toBe(messages.saved);
    expect(data).toEqual({ id: expect.any(Number), name: 'Test Unit', legal_entity: 'Test Entity SRL' });
    expect((await kit.call('pm', 'GET', `${item}/${data.id}`)).json<ItemResponse<Unit>>().data).toEqual(data);

    const edited = await kit.call('pm', 'PUT', `${list}/${data.id}`, { name: 'Test Unit 2', legal_entity: 'Other SRL' });
    expect(edited.json<SaveResponse<Unit>>()).toEqual({
      data: { id: data.id, name: 'Test Unit 2', legal_entity: 'Other SRL' },
      message: messages.saved,
    });
    expect((await page('searchString=Test Unit 2')).total).toBe(1);

    const deleted = await kit.call('pm', 'DELETE', `${list}/${data.id}`);
    expect(deleted.json()).toEqual({ message: messages.deleted });
    expect((await kit.call('pm', 'GET', `${item}/${data.id}`)).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', `${list}/${data.id}`)).statusCode).toBe(404);
    expect((await kit.call('pm', 'PUT', `${list}/${data.id}`, { name: 'A', legal_entity: 'B' })).statusCode).toBe(404);
  });
});
