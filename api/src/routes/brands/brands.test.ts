import { describe, expect, it } from '@jest/globals';
import type { Brand, BrandsResponse, ItemResponse, SaveResponse, UpdateUserStoreResponse } from '@portal/shared/contract';
import { SEED_BRANDS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { alphabetically, catalogueCalls, errorsOf, expectConfigManagersOnly } from '../config/config-test-kit';
import { MESSAGES } from '../config/messages';

const kit = setUpTestKit();

const page = async (query: string) => {
  const response = await kit.call('pm', 'GET', `brands?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<BrandsResponse>();
};
const lookupBrands = async () =>
  (await kit.call('dev', 'GET', 'update-user-store?section=brands')).json<UpdateUserStoreResponse>().data.brands ?? [];

describe('brands: access', () => {
  it('is for full project managers only', async () => {
    await expectConfigManagersOnly(kit, catalogueCalls('brands', 'brand', { name: 'X' }));
  });
});

describe('GET /api/brands', () => {
  it('pages by name, each brand with its business units', async () => {
    const names = alphabetically(SEED_BRANDS.map((b) => b.name));
    const first = await page('page=1&resPerPage=10');
    expect(first.totalResults).toBe(SEED_BRANDS.length);
    expect(first.data.paginatedBrands.map((b) => b.name)).toEqual(names.slice(0, 10));
    expect((await page('page=4')).data.paginatedBrands.map((b) => b.name)).toEqual(names.slice(30, 40));
    const seeded = SEED_BRANDS[0];
    const [brand] = (await page(`searchString=${encodeURIComponent(seeded.name)}`)).data.paginatedBrands.filter((b) => b.id === seeded.id);
    expect(brand.business_units.map((u) => u.id).sort((a, b) => a - b)).toEqual([...seeded.businessUnitIds].sort((a, b) => a - b));
  });

  it('searches the name', async () => {
    const term = SEED_BRANDS[3].name.slice(0, 4).toUpperCase();
    const found = await page(`searchString=${encodeURIComponent(term)}`);
    expect(found.totalResults).toBe(SEED_BRANDS.filter((b) => b.name.toUpperCase().includes(term)).length);
  });
});

describe('saving and deleting brands', () => {
  it('requires a name and existing business units', async () => {
    expect(errorsOf(await kit.call('pm', 'POST', 'brands', { business_units: [1] }))).toEqual({ name: ['The name field is required.'] });
    expect(errorsOf(await kit.call('pm', 'POST', 'brands', { name: 'X', business_units: [1, 9999] }))).toEqual({
      business_units: ['The selected business units is invalid.'],
    });
    expect(Object.keys(errorsOf(await kit.call('pm', 'POST', 'brands', { name: 'X', business_units: 'all' })))).toEqual(['business_units']);
  });

  it('creates a brand with units, publishes brands-update and the lookup has it', async () => {
    const before = kit.published.length;
    const created = await kit.call('pm', 'POST', 'brands', { name: 'Aurora Watches', business_units: [5, 2] });
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json<SaveResponse<Brand>>();
    expect(message).toBe(MESSAGES.brandSaved);
    expect(data.name).toBe('Aurora Watches');
    expect(data.business_units.map((u) => u.id).sort()).toEqual([2, 5]);
    expect(kit.published.slice(before)).toEqual([{ channel: 'private-portal', event: 'brands-update', data: { id: data.id } }]);
    expect(
      (await lookupBrands())
        .find((b) => b.id === data.id)
        ?.business_units.map((u) => u.id)
        .sort(),
    ).toEqual([2, 5]);
  });

  it('edits name and units (replacing them) and publishes', async () => {
    const { id } = (await kit.call('pm', 'POST', 'brands', { name: 'Edit Brand', business_units: [1, 2] })).json<SaveResponse<Brand>>()
      .data;
    const before = kit.published.length;
    const edited = await kit.call('pm', 'PUT', `brands/${id}`, { name: 'Edited Brand', business_units: [3] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SaveResponse<Brand>>().data).toMatchObject({ id, name: 'Edited Brand', business_units: [{ id: 3 }] });
    expect(kit.published.slice(before).map((p) => p.event)).toEqual(['brands-update']);
    expect((await kit.call('pm', 'GET', `brand/${id}`)).json<ItemResponse<Brand>>().data.business_units.map((u) => u.id)).toEqual([3]);
    const cleared = await kit.call('pm', 'PUT', `brands/${id}`, { name: 'Edited Brand' });
    expect(cleared.json<SaveResponse<Brand>>().data.business_units).toEqual([]);
  });

  it('deletes a brand without projects; refuses one with projects', async () => {
    const { id } = (await kit.call('pm', 'POST', 'brands', { name: 'Gone Soon', business_units: [4] })).json<SaveResponse<Brand>>().data;
    const before = kit.published.length;
    expect((await kit.call('pm', 'DELETE', `brands/${id}`)).json()).toEqual({ message: MESSAGES.brandDeleted });
    expect(kit.published.slice(before).map((p) => p.event)).toEqual(['brands-update']);
    expect((await kit.call('pm', 'GET', `brand/${id}`)).statusCode).toBe(404);

    const used = await kit.call('pm', 'DELETE', 'brands/1');
    expect(used.statusCode).toBe(422);
    expect(used.json<{ message: string }>().message).toMatch(/^This brand has \d+ projects? and cannot be deleted\.$/);
  });

  it('answers 404 for an unknown brand', async () => {
    expect((await kit.call('pm', 'GET', 'brand/99999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'PUT', 'brands/99999', { name: 'X' })).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', 'brands/99999')).statusCode).toBe(404);
  });
});
