import { describe, expect, it } from '@jest/globals';
import type {
  ExpenseCategory,
  ExpensesCategoriesResponse,
  ItemResponse,
  ProjectCategoriesResponse,
  ProjectCategory,
  SaveResponse,
} from '@portal/shared/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../test/query-rows';
import { SEED_EXPENSE_CATEGORIES } from '../../db/seed-config';
import { setUpTestKit } from '../../test/test-kit';
import { alphabetically, catalogueCalls, errorsOf, expectConfigManagersOnly } from './config-test-kit';
import { MESSAGES } from './messages';

const kit = setUpTestKit();

const expenses = async (query: string) => {
  const response = await kit.call('pm', 'GET', `expenses-categories?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ExpensesCategoriesResponse>().data;
};

describe('categories: access', () => {
  it('is for full project managers only', async () => {
    expect((await kit.call(null, 'GET', 'project-categories')).statusCode).toBe(401);
    await expectConfigManagersOnly(kit, [
      ...catalogueCalls('expenses-categories', 'expenses-category', { title: 'X' }),
      // The project categories' list is a lookup other areas read (tested in the projects area).
      ...catalogueCalls('project-categories', 'project-category', { title: 'X' }).slice(1),
    ]);
  });
});

describe('expense categories', () => {
  it('pages by title with the total inside data, and searches the title', async () => {
    const titles = alphabetically(SEED_EXPENSE_CATEGORIES.map((c) => c.title));
    const first = await expenses('page=1&resPerPage=10');
    expect(first.totalResults).toBe(SEED_EXPENSE_CATEGORIES.length);
    expect(first.paginatedCategories.map((c) => c.title)).toEqual(titles.slice(0, 10));
    expect((await expenses('page=2')).paginatedCategories.map((c) => c.title)).toEqual(titles.slice(10));
    const found = await expenses('searchString=LICEN');
    expect(found.paginatedCategories.map((c) => c.title).sort()).toEqual(['Fonts and licences', 'Music licensing']);
    expect(found.totalResults).toBe(2);
  });

  it('requires a title', async () => {
    expect(errorsOf(await kit.call('pm', 'POST', 'expenses-categories', {}))).toEqual({ title: ['The title field is required.'] });
    expect(errorsOf(await kit.call('pm', 'PUT', 'expenses-categories/1', { title: '' }))).toEqual({
      title: ['The title field is required.'],
    });
  });

  it('creates, reads, edits and deletes a category, saying that an expense category was deleted', async () => {
    const created = await kit.call('pm', 'POST', 'expenses-categories', { title: 'Catering' });
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json<SaveResponse<ExpenseCategory>>();
    expect(message).toBe(MESSAGES.categorySaved);
    const edited = await kit.call('pm', 'PUT', `expenses-categories/${data.id}`, { title: 'Catering and drinks' });
    expect(edited.json<SaveResponse<ExpenseCategory>>().data).toEqual({ id: data.id, title: 'Catering and drinks' });
    expect((await kit.call('pm', 'GET', `expenses-category/${data.id}`)).json<ItemResponse<ExpenseCategory>>().data.title).toBe(
      'Catering and drinks',
    );
    const deleted = await kit.call('pm', 'DELETE', `expenses-categories/${data.id}`);
    expect(deleted.json()).toEqual({ message: MESSAGES.expenseCategoryDeleted });
    expect((await kit.call('pm', 'GET', `expenses-category/${data.id}`)).statusCode).toBe(404);
  });
});

describe('project categories', () => {
  it('creates, edits and deletes an unused category; the list shows it', async () => {
    const created = await kit.call('pm', 'POST', 'project-categories', { title: 'Experiential' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<SaveResponse<ExpenseCategory>>().data;
    await kit.call('pm', 'PUT', `project-categories/${id}`, { title: 'Experiential marketing' });
    const listed = (await kit.call('pm', 'GET', 'project-categories?searchString=experiential')).json<ProjectCategoriesResponse>();
    expect(listed.data.paginatedProjectCategories).toEqual([{ id, title: 'Experiential marketing', disabled: false }]);
    expect((await kit.call('pm', 'GET', `project-category/${id}`)).json<ItemResponse<ExpenseCategory>>().data.title).toBe(
      'Experiential marketing',
    );
    const deleted = await kit.call('pm', 'DELETE', `project-categories/${id}`);
    expect(deleted.json()).toEqual({ message: MESSAGES.projectCategoryDeleted });
    expect((await kit.call('pm', 'GET', `project-category/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a category that projects use, with a message to show', async () => {
    const response = await kit.call('pm', 'DELETE', 'project-categories/17');
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string }>();
    expect(body.message).toMatch(/^This project category is used by \d+ projects and cannot be deleted\.$/);
    expect((await kit.call('pm', 'GET', 'project-category/17')).statusCode).toBe(200);
  });
});

describe('project categories: disabled', () => {
  it('toggles a category that projects use, keeping its projects; the list and the item say so', async () => {
    const [used] = await queryRows<{ id: number; projects: number }>(
      kit.t.ctx.db,
      sql`select category_id as id, count(*)::int as projects from projects group by category_id order by category_id limit 1`,
    );
    const id = Number(used.id);
    const disabled = await kit.call('pm', 'PUT', `project-categories/${id}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<SaveResponse<ProjectCategory>>()).toMatchObject({ data: { id, disabled: true }, message: MESSAGES.categorySaved });
    const listed = (await kit.call('dev', 'GET', 'project-categories')).json<ProjectCategoriesResponse>().data.paginatedProjectCategories;
    expect(listed.find((c) => c.id === id)).toMatchObject({ disabled: true });
    expect(listed.filter((c) => c.disabled)).toHaveLength(1);
    expect((await kit.call('pm', 'GET', `project-category/${id}`)).json<ItemResponse<ProjectCategory>>().data.disabled).toBe(true);
    const [{ projects }] = await queryRows<{ projects: number }>(
      kit.t.ctx.db,
      sql`select count(*)::int as projects from projects where category_id = ${id}`,
    );
    expect(Number(projects)).toBe(Number(used.projects));

    // Renaming keeps the flag; the flag comes back with false.
    const renamed = await kit.call('pm', 'PUT', `project-categories/${id}`, { title: 'Renamed category' });
    expect(renamed.json<SaveResponse<ProjectCategory>>().data).toMatchObject({ title: 'Renamed category', disabled: true });
    const enabled = await kit.call('pm', 'PUT', `project-categories/${id}`, { disabled: 'false' });
    expect(enabled.json<SaveResponse<ProjectCategory>>().data.disabled).toBe(false);
  });

  it('refuses a flag that is not true or false, and an empty change', async () => {
    expect(errorsOf(await kit.call('pm', 'PUT', 'project-categories/3', { disabled: 'maybe' }))).toEqual({
      disabled: ['The disabled field must be true or false.'],
    });
    expect(errorsOf(await kit.call('pm', 'PUT', 'project-categories/3', {}))).toEqual({ title: ['The title field is required.'] });
    expect((await kit.call('dev', 'PUT', 'project-categories/3', { disabled: true })).statusCode).toBe(403);
  });
});
