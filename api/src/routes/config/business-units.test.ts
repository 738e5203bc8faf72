import { describe, expect, it } from '@jest/globals';
import type { AllBusinessUnitsResponse, BusinessUnit, BusinessUnitsResponse, ItemResponse, SaveResponse } from '@portal/shared/contract';
import { SEED_BUSINESS_UNITS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { alphabetically, catalogueCalls, errorsOf, expectConfigManagersOnly } from './config-test-kit';
import { MESSAGES } from './messages';

const kit = setUpTestKit();

const page = async (query: string) => {
  const response = await kit.call('pm', 'GET', `business-units?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<BusinessUnitsResponse>();
};

describe('business units: access', () => {
  it('is for full project managers only', async () => {
    await expectConfigManagersOnly(kit, [
      ['GET', 'business-units/all'],
      ...catalogueCalls('business-units', 'business-unit', { name: 'X', type: 'Y' }),
    ]);
  });
});

describe('GET /api/business-units', () => {
  it('answers {data, total}, paged by name', async () => {
    const first = await page('page=1&resPerPage=4');
    expect(first.total).toBe(SEED_BUSINESS_UNITS.length);
    expect(first.data.map((u) => u.name)).toEqual(alphabetically(SEED_BUSINESS_UNITS.map((u) => u.name)).slice(0, 4));
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      type: expect.any(String),
      show_on_project: expect.any(Boolean),
    });
  });

  it('searches name and type', async () => {
    expect((await page('searchString=hogarth')).total).toBe(3);
    const creative = await page('searchString=creative');
    expect(creative.data.map((u) => u.id).sort((a, b) => a - b)).toEqual(
      SEED_BUSINESS_UNITS.filter((u) => /creative/i.test(u.name + u.type)).map((u) => u.id),
    );
  });

  it('lists every unit for choices', async () => {
    const all = (await kit.call('pm', 'GET', 'business-units/all')).json<AllBusinessUnitsResponse>();
    expect(all.data.length).toBe(SEED_BUSINESS_UNITS.length);
  });
});

describe('saving and deleting business units', () => {
  it('requires name and type', async () => {
    expect(errorsOf(await kit.call('pm', 'POST', 'business-units', { show_on_project: true }))).toEqual({
      name: ['The name field is required.'],
      type: ['The type field is required.'],
    });
  });

  it('creates, edits (publishing brands-update, brands carry unit names) and deletes an unused unit', async () => {
    const created = await kit.call('pm', 'POST', 'business-units', { name: 'Experiential', type: 'Events', show_on_project: false });
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json<SaveResponse<BusinessUnit>>();
    expect(message).toBe(MESSAGES.businessUnitSaved);
    expect(data).toEqual({ id: expect.any(Number), name: 'Experiential', type: 'Events', show_on_project: false });

    const before = kit.published.length;
    const edited = await kit.call('pm', 'PUT', `business-units/${data.id}`, {
      name: 'Experiential Events',
      type: 'Events',
      show_on_project: 1,
    });
    expect(edited.json<SaveResponse<BusinessUnit>>().data).toEqual({ ...data, name: 'Experiential Events', show_on_project: true });
    expect(kit.published.slice(before)).toEqual([
      { channel: 'private-portal', event: 'brands-update', data: { business_unit_id: data.id } },
    ]);
    expect((await kit.call('pm', 'GET', `business-unit/${data.id}`)).json<ItemResponse<BusinessUnit>>().data.name).toBe(
      'Experiential Events',
    );

    expect((await kit.call('pm', 'DELETE', `business-units/${data.id}`)).json()).toEqual({ message: MESSAGES.businessUnitDeleted });
    expect((await kit.call('pm', 'GET', `business-unit/${data.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a unit that brands use', async () => {
    const response = await kit.call('pm', 'DELETE', 'business-units/1');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(/^This business unit belongs to \d+ brands? and cannot be deleted\.$/);
    expect((await kit.call('pm', 'GET', 'business-unit/1')).statusCode).toBe(200);
  });
});
