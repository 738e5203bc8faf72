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
import { CONFIG_PAGE_SIZE, type ProjectCategoryChange } from '@portal/shared/contract';
import {
  CategoryRequestSchema,
  ConfigProjectCategorySchema,
  DataOf,
  ExpenseCategorySchema,
  ExpensesCategoriesResponseSchema,
  IdParams,
  MessageSchema,
  PageQuerySchema,
  ProjectCategoryChangeSchema,
  SavedOf,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { expenseCategories, externalExpenses, projectCategories, projects } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound } from '../../http/errors';
import { pageOf, searchPatternOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { alphabetical, deleteById, refuseWhileUsed, requireConfigManager, textOf, toFlag } from './config-http';
import { MESSAGES } from './messages';

const tags = ['Categories'];

const expenseColumns = { id: expenseCategories.id, title: expenseCategories.title };
const projectColumns = { id: projectCategories.id, title: projectCategories.title, disabled: projectCategories.disabled };

/** A project category's title and disabled flag: either may come alone on PUT, one at least. */
function projectCategoryChangeOf(body: ProjectCategoryChange): { title?: string; disabled?: boolean } {
  const title = textOf(body.title);
  const disabled = toFlag(body.disabled);
  if (title === null && disabled === null) throw fieldError('title', 'The title field is required.');
  return { ...(title !== null ? { title } : {}), ...(disabled !== null ? { disabled } : {}) };
}

function expenseCategoryRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/expenses-categories',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: ExpensesCategoriesResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
      const pattern = searchPatternOf(request.query);
      const where = pattern ? ilike(expenseCategories.title, pattern) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select(expenseColumns)
          .from(expenseCategories)
          .where(where)
          .orderBy(alphabetical(expenseCategories.title), asc(expenseCategories.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ total: count() }).from(expenseCategories).where(where),
      ]);
      return { data: { paginatedCategories: rows, totalResults: Number(total) } };
    },
  );

  app.get(
    '/expenses-category/:id',
    { schema: { tags, params: IdParams, response: { 200: DataOf(ExpenseCategorySchema), ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const [row] = await ctx.db.select(expenseColumns).from(expenseCategories).where(eq(expenseCategories.id, request.params.id));
      if (!row) throw notFound();
      return { data: row };
    },
  );

  const saved = { 200: SavedOf(ExpenseCategorySchema), 201: SavedOf(ExpenseCategorySchema), ...errorAnswers };

  app.post('/expenses-categories', { schema: { tags, body: CategoryRequestSchema, response: saved } }, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(expenseCategories).values({ title: request.body.title.trim() }).returning(expenseColumns);
    return reply.code(201).send({ data: row, message: MESSAGES.categorySaved });
  });

  app.put(
    '/expenses-categories/:id',
    { schema: { tags, params: IdParams, body: CategoryRequestSchema, response: saved } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const [row] = await ctx.db
        .update(expenseCategories)
        .set({ title: request.body.title.trim() })
        .where(eq(expenseCategories.id, request.params.id))
        .returning(expenseColumns);
      if (!row) throw notFound();
      return { data: row, message: MESSAGES.categorySaved };
    },
  );

  app.delete(
    '/expenses-categories/:id',
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { id } = request.params;
      await refuseWhileUsed(ctx, id, 'category', 'expense category', [
        { table: externalExpenses, column: externalExpenses.categoryId, what: ['external expense', 'external expenses'] },
      ]);
      await deleteById(ctx, expenseCategories, id);
      return { message: MESSAGES.expenseCategoryDeleted };
    },
  );
}

/** Everything but the list, GET project-categories, which the projects routes serve. */
function projectCategoryRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/project-category/:id',
    { schema: { tags, params: IdParams, response: { 200: DataOf(ConfigProjectCategorySchema), ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const [row] = await ctx.db.select(projectColumns).from(projectCategories).where(eq(projectCategories.id, request.params.id));
      if (!row) throw notFound();
      return { data: row };
    },
  );

  const saved = { 200: SavedOf(ConfigProjectCategorySchema), 201: SavedOf(ConfigProjectCategorySchema), ...errorAnswers };

  app.post('/project-categories', { schema: { tags, body: CategoryRequestSchema, response: saved } }, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(projectCategories).values({ title: request.body.title.trim() }).returning(projectColumns);
    return reply.code(201).send({ data: row, message: MESSAGES.categorySaved });
  });

  app.put(
    '/project-categories/:id',
    { schema: { tags, params: IdParams, body: ProjectCategoryChangeSchema, response: saved } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const [row] = await ctx.db
        .update(projectCategories)
        .set(projectCategoryChangeOf(request.body))
        .where(eq(projectCategories.id, request.params.id))
        .returning(projectColumns);
      if (!row) throw notFound();
      return { data: row, message: MESSAGES.categorySaved };
    },
  );

  app.delete(
    '/project-categories/:id',
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { id } = request.params;
      await refuseWhileUsed(ctx, id, 'category', 'project category', [
        { table: projects, column: projects.categoryId, what: ['project', 'projects'] },
      ]);
      await deleteById(ctx, projectCategories, id);
      return { message: MESSAGES.projectCategoryDeleted };
    },
  );
}

export function categoriesRoutes(app: ApiApp, ctx: AppContext): void {
  expenseCategoryRoutes(app, ctx);
  projectCategoryRoutes(app, ctx);
}
