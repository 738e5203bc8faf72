/**
 * Expense categories and project categories (document 3, sections 2-7):
 * GET expenses-categories (paged, searched by title), GET expenses-category/:id,
 * POST expenses-categories, PUT/DELETE expenses-categories/:id; GET project-category/:id,
 * POST project-categories, PUT/DELETE project-categories/:id (the list, GET
 * project-categories, is served by the projects routes for the project form too).
 * Title is required. A project category carries `disabled` (document 3, section 3): PUT
 * project-categories/:id takes it beside the title (or alone, the list's toggle); a disabled
 * category keeps its projects and is no longer offered for new choices. A project category that projects use cannot be deleted: 422 with a
 * message the portal shows as an error toast; so is an expense category that external expenses
 * use. Full project managers.
 */
import { asc, count, eq, ilike } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  CONFIG_PAGE_SIZE,
  type ExpenseCategory,
  type ExpensesCategoriesResponse,
  type ItemResponse,
  type MessageResponse,
  type ProjectCategory,
  type SaveResponse,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { expenseCategories, externalExpenses, projectCategories, projects } from '../../db/schema';
import { pageOf, searchPatternOf } from '../../http/paging';
import { notFound } from '../../http/errors';
import { isPresent, maxLength, required, string, validate } from '../../http/validation';
import { alphabetical, deleteById, flag, idParam, refuseWhileUsed, requireConfigManager, textOf, toFlag } from './config-http';
import { MESSAGES } from './messages';

type CategoryTable = typeof expenseCategories | typeof projectCategories;

function titleOf(body: unknown): { title: string } {
  const input = validate(body, { title: [required(), string(), maxLength(255)] });
  return { title: textOf(input.title) as string };
}

/** A project category's title and disabled flag: either may come alone on PUT, one at least. */
function projectCategoryChangeOf(body: unknown): { title?: string; disabled?: boolean } {
  const input = validate(body, {
    title: [
      (value, _field, all) => (!isPresent(value) && !isPresent(all.disabled) ? 'The title field is required.' : null),
      string(),
      maxLength(255),
    ],
    disabled: [flag()],
  });
  return {
    ...(isPresent(input.title) ? { title: textOf(input.title) as string } : {}),
    ...(isPresent(input.disabled) ? { disabled: toFlag(input.disabled) as boolean } : {}),
  };
}

/** GET one, POST, PUT: the same for both kinds of category (a project category also has `disabled`). */
function categoryWrites(app: FastifyInstance, ctx: AppContext, table: CategoryTable, list: string, item: string): void {
  // Typed as a plain record because the two tables' selections differ; the rows are the contract's.
  const columns: Record<string, AnyPgColumn> =
    table === projectCategories
      ? { id: table.id, title: table.title, disabled: projectCategories.disabled }
      : { id: table.id, title: table.title };
  const changeOf = table === projectCategories ? projectCategoryChangeOf : titleOf;

  app.get(`${item}/:id`, async (request) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db
      .select(columns)
      .from(table)
      .where(eq(table.id, idParam(request.params)));
    if (!row) throw notFound();
    const body: ItemResponse<ExpenseCategory | ProjectCategory> = { data: row as unknown as ExpenseCategory | ProjectCategory };
    return body;
  });

  app.post(list, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(table).values(titleOf(request.body)).returning(columns);
    const body: SaveResponse<ExpenseCategory | ProjectCategory> = {
      data: row as unknown as ExpenseCategory | ProjectCategory,
      message: MESSAGES.categorySaved,
    };
    return reply.code(201).send(body);
  });

  app.put(`${list}/:id`, async (request) => {
    requireConfigManager(currentUser(request));
    const id = idParam(request.params);
    const [row] = await ctx.db.update(table).set(changeOf(request.body)).where(eq(table.id, id)).returning(columns);
    if (!row) throw notFound();
    const body: SaveResponse<ExpenseCategory | ProjectCategory> = {
      data: row as unknown as ExpenseCategory | ProjectCategory,
      message: MESSAGES.categorySaved,
    };
    return body;
  });
}

export function categoriesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/expenses-categories', async (request) => {
    requireConfigManager(currentUser(request));
    const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
    const pattern = searchPatternOf(request.query);
    const where = pattern ? ilike(expenseCategories.title, pattern) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select({ id: expenseCategories.id, title: expenseCategories.title })
        .from(expenseCategories)
        .where(where)
        .orderBy(alphabetical(expenseCategories.title), asc(expenseCategories.id))
        .limit(limit)
        .offset(offset),
      ctx.db.select({ total: count() }).from(expenseCategories).where(where),
    ]);
    const body: ExpensesCategoriesResponse = { data: { paginatedCategories: rows, totalResults: Number(total) } };
    return body;
  });
  categoryWrites(app, ctx, expenseCategories, '/expenses-categories', '/expenses-category');

  app.delete('/expenses-categories/:id', async (request) => {
    requireConfigManager(currentUser(request));
    await refuseWhileUsed(ctx, idParam(request.params), 'category', 'expense category', [
      { table: externalExpenses, column: externalExpenses.categoryId, what: ['external expense', 'external expenses'] },
    ]);
    await deleteById(ctx, expenseCategories, request.params);
    const body: MessageResponse = { message: MESSAGES.expenseCategoryDeleted };
    return body;
  });

  categoryWrites(app, ctx, projectCategories, '/project-categories', '/project-category');

  app.delete('/project-categories/:id', async (request) => {
    requireConfigManager(currentUser(request));
    await refuseWhileUsed(ctx, idParam(request.params), 'category', 'project category', [
      { table: projects, column: projects.categoryId, what: ['project', 'projects'] },
    ]);
    await deleteById(ctx, projectCategories, request.params);
    const body: MessageResponse = { message: MESSAGES.projectCategoryDeleted };
    return body;
  });
}
