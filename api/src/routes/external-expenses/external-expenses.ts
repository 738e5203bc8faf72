/**
 * External expenses of a project (document 2, sections 2, 5 and 7):
 * GET external-expenses/{projectId}, POST external-expenses (multipart, creates),
 * POST external-expenses/{id} (multipart, edits), DELETE external-expenses/{id},
 * DELETE external-expense-file/{expenseId}, GET list-all-categories (the expense categories
 * of the form), and GET uploads/expenses/{file} (a document, to callers who may see the
 * project and its finances; 404 otherwise).
 *
 * Full project managers, on a project without a parent (403 otherwise). Category, date,
 * value, currency (USD or EURO) and author are required; code and description optional; the
 * document is checked by its content and at most 10 MB, as project files are. An edit
 * without a document keeps the stored one; a new one replaces it. A value past the column's
 * numeric(14,2) is "The value is too large."; a disabled user is refused as the author, unless
 * an edit keeps the one it has (issue 29).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { canSeeFinance } from '@portal/shared/access';
import type { ExpenseCurrency, ExternalExpense, ExternalExpenseFields } from '@portal/shared/contract';
import {
  ExpenseDocumentParams,
  ExpenseIdParams,
  ExternalExpenseEditFieldsSchema,
  ExternalExpenseEditFormSchema,
  ExternalExpenseFieldsSchema,
  ExternalExpenseFormSchema,
  ExternalExpenseSchema,
  ExternalExpensesResponseSchema,
  FinanceProjectParams,
  IdParams,
  ListAllCategoriesResponseSchema,
  MessageSchema,
  SavedOf,
} from '@portal/shared/schemas';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import type { Db } from '../../db/client';
import { expenseCategories, externalExpenses, projects, users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound, ValidationError } from '../../http/errors';
import { amountText } from '../../http/money-bounds';
import { errorAnswers } from '../../http/route-schema';
import { requireTopLevelFinanceProject } from '../../projects/top-level-finance-project';
import { visibleProjectsCondition } from '../../projects/visibility';
import {
  detectProjectFile,
  FILE_TYPE_MESSAGE,
  PROJECT_FILE_NAME,
  projectFileContentType,
  removeStoredFile,
  saveStoredFile,
} from '../../uploads/project-file-store';
import { readFormWithFile } from '../../uploads/read-form-with-file';
import type { AuthUser } from '../../users/auth-user';
import { sendAttachment } from '../projects/project-files';
import { recordExpense } from './expense-audit';
import { checkFormFields, streamedBodyValidator } from '../../http/streamed-form';

export const EXPENSE_MESSAGES = {
  saved: 'External Expense has been saved.',
  removed: 'External Expense has been removed.',
  fileRemoved: 'File has been removed.',
  noFile: 'This external expense has no document.',
  category: 'The selected category does not exist.',
  author: 'The selected author does not exist.',
  disabledAuthor: 'The selected author is disabled.',
  value: 'The value must be an amount greater than 0 with at most two decimals.',
} as const;

/** The fields of an edit (a new expense also names its project). */
type ExpenseInput = Omit<ExternalExpenseFields, 'project_id'>;

async function expenseRows(ctx: AppContext, where: ReturnType<typeof eq>): Promise<ExternalExpense[]> {
  const rows = await ctx.db
    .select({ expense: externalExpenses, authorName: users.name, categoryTitle: expenseCategories.title })
    .from(externalExpenses)
    .leftJoin(users, eq(users.id, externalExpenses.authorId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, externalExpenses.categoryId))
    .where(where)
    .orderBy(desc(externalExpenses.initDate), desc(externalExpenses.id));
  return rows.map(({ expense, authorName, categoryTitle }) => ({
    id: expense.id,
    project_id: expense.projectId,
    code: expense.code,
    init_date: expense.initDate,
    author_id: expense.authorId as number,
    author_name: authorName ?? '',
    value: expense.value,
    currency: expense.currency as ExpenseCurrency,
    category_id: expense.categoryId as number,
    category_title: categoryTitle ?? '',
    description: expense.description,
    document: expense.document,
    document_name: expense.documentName,
    document_url:
      expense.document && PROJECT_FILE_NAME.test(expense.document)
        ? `${ctx.config.publicApiUrl}/uploads/expenses/${expense.document}`
        : null,
  }));
}

/** The expense and its project, after the guards; 404 when the expense does not exist. */
async function requireExpense(ctx: AppContext, user: AuthUser, id: number) {
  requireAccess(user, canSeeFinance);
  const [expense] = await ctx.db.select().from(externalExpenses).where(eq(externalExpenses.id, id));
  if (!expense) throw notFound();
  await requireTopLevelFinanceProject(ctx, user, expense.projectId);
  return expense;
}

/** `keptAuthorId`: the stored author of an edited expense, which may stay although disabled. */
async function checkReferences(ctx: AppContext, fields: ExpenseInput, keptAuthorId: number | null = null): Promise<void> {
  const [[category], [author]] = await Promise.all([
    ctx.db.select({ id: expenseCategories.id }).from(expenseCategories).where(eq(expenseCategories.id, fields.category_id)),
    ctx.db.select({ id: users.id, disabled: users.disabled }).from(users).where(eq(users.id, fields.author_id)),
  ]);
  const errors: Record<string, string[]> = {};
  if (!category) errors.category_id = [EXPENSE_MESSAGES.category];
  if (!author) errors.author_id = [EXPENSE_MESSAGES.author];
  else if (author.disabled && author.id !== keptAuthorId) errors.author_id = [EXPENSE_MESSAGES.disabledAuthor];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Reads and checks the form (`schema`: with or without the project) and the type of its document. */
async function readExpenseForm<S extends typeof ExternalExpenseFieldsSchema | typeof ExternalExpenseEditFieldsSchema>(
  request: Parameters<typeof readFormWithFile>[0],
  schema: S,
) {
  const { fields, file } = await readFormWithFile(request, 'document');
  // A blank field is one the form left empty: it counts as not sent, as it always did.
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
  const input = checkFormFields(schema, given);
  const ext = file ? detectProjectFile(file.data, file.name) : null;
  if (file && !ext) throw fieldError('document', FILE_TYPE_MESSAGE);
  return { input, file, ext };
}

function columnsOf(input: ExpenseInput) {
  return {
    categoryId: input.category_id,
    initDate: input.init_date,
    value: amountText(input.value, 'value', EXPENSE_MESSAGES.value),
    currency: input.currency,
    authorId: input.author_id,
    code: input.code?.trim() || null,
    description: input.description?.trim() || null,
  };
}

const tags = ['External expenses'];
const saved = { 200: SavedOf(ExternalExpenseSchema), 201: SavedOf(ExternalExpenseSchema), ...errorAnswers };

export function externalExpenseRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/external-expenses/:projectId',
    { schema: { tags, params: FinanceProjectParams, response: { 200: ExternalExpensesResponseSchema, ...errorAnswers } } },
    async (request) => {
      const project = await requireTopLevelFinanceProject(ctx, currentUser(request), request.params.projectId);
      return { data: await expenseRows(ctx, eq(externalExpenses.projectId, project.id)) };
    },
  );

  app.post(
    '/external-expenses',
    {
      config: { idempotent: true },
      validatorCompiler: streamedBodyValidator,
      schema: { tags, consumes: ['multipart/form-data'], body: ExternalExpenseFormSchema, response: saved },
    },
    async (request, reply) => {
      const user = currentUser(request);
      requireAccess(user, canSeeFinance);
      const { input, file, ext } = await readExpenseForm(request, ExternalExpenseFieldsSchema);
      const columns = columnsOf(input);
      const project = await requireTopLevelFinanceProject(ctx, user, input.project_id);
      await checkReferences(ctx, input);
      const stored = file && ext ? await saveStoredFile(ctx.files, 'expenses', file.data, ext) : null;
      try {
        const row = await ctx.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const [created] = await tx
            .insert(externalExpenses)
            .values({ projectId: project.id, ...columns, document: stored, documentName: stored ? file!.name.slice(0, 255) : null })
            .returning({ id: externalExpenses.id });
          const [saved] = await expenseRows({ ...ctx, db: tx }, eq(externalExpenses.id, created.id));
          await recordExpense(tx, user.id, 'created', null, saved);
          return saved;
        });
        return reply.code(201).send({ data: row, message: EXPENSE_MESSAGES.saved });
      } catch (error) {
        await removeStoredFile(ctx.files, 'expenses', stored);
        throw error;
      }
    },
  );

  app.post(
    '/external-expenses/:id',
    {
      validatorCompiler: streamedBodyValidator,
      schema: { tags, consumes: ['multipart/form-data'], params: IdParams, body: ExternalExpenseEditFormSchema, response: saved },
    },
    async (request) => {
      const user = currentUser(request);
      const existing = await requireExpense(ctx, user, request.params.id);
      const { input, file, ext } = await readExpenseForm(request, ExternalExpenseEditFieldsSchema);
      const columns = columnsOf(input);
      await checkReferences(ctx, input, existing.authorId);
      const stored = file && ext ? await saveStoredFile(ctx.files, 'expenses', file.data, ext) : null;
      try {
        await ctx.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const [before] = await expenseRows({ ...ctx, db: tx }, eq(externalExpenses.id, existing.id));
          await tx
            .update(externalExpenses)
            .set({ ...columns, ...(stored ? { document: stored, documentName: file!.name.slice(0, 255) } : {}) })
            .where(eq(externalExpenses.id, existing.id));
          const [after] = await expenseRows({ ...ctx, db: tx }, eq(externalExpenses.id, existing.id));
          await recordExpense(tx, user.id, 'changed', before, after);
        });
      } catch (error) {
        await removeStoredFile(ctx.files, 'expenses', stored);
        throw error;
      }
      if (stored) await removeStoredFile(ctx.files, 'expenses', existing.document);
      const [row] = await expenseRows(ctx, eq(externalExpenses.id, existing.id));
      return { data: row, message: EXPENSE_MESSAGES.saved };
    },
  );

  app.delete(
    '/external-expenses/:id',
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      const existing = await requireExpense(ctx, user, request.params.id);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [before] = await expenseRows({ ...ctx, db: tx }, eq(externalExpenses.id, existing.id));
        if (before) await recordExpense(tx, user.id, 'deleted', before, null);
        await tx.delete(externalExpenses).where(eq(externalExpenses.id, existing.id));
      });
      await removeStoredFile(ctx.files, 'expenses', existing.document);
      return { message: EXPENSE_MESSAGES.removed };
    },
  );

  app.delete(
    '/external-expense-file/:expenseId',
    { schema: { tags, params: ExpenseIdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      const existing = await requireExpense(ctx, user, request.params.expenseId);
      if (!existing.document) throw fieldError('document', EXPENSE_MESSAGES.noFile);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [before] = await expenseRows({ ...ctx, db: tx }, eq(externalExpenses.id, existing.id));
        await tx.update(externalExpenses).set({ document: null, documentName: null }).where(eq(externalExpenses.id, existing.id));
        const [after] = await expenseRows({ ...ctx, db: tx }, eq(externalExpenses.id, existing.id));
        await recordExpense(tx, user.id, 'file-removed', before, after);
      });
      await removeStoredFile(ctx.files, 'expenses', existing.document);
      return { message: EXPENSE_MESSAGES.fileRemoved };
    },
  );

  app.get(
    '/list-all-categories',
    { schema: { tags, response: { 200: ListAllCategoriesResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireAccess(currentUser(request), canSeeFinance);
      const rows = await ctx.db
        .select({ id: expenseCategories.id, title: expenseCategories.title })
        .from(expenseCategories)
        .orderBy(asc(sql`lower(${expenseCategories.title})`), asc(expenseCategories.id));
      return { data: rows };
    },
  );

  app.get(
    '/uploads/expenses/:file',
    {
      schema: {
        tags,
        params: ExpenseDocumentParams,
        produces: ['application/octet-stream'],
        response: { 200: Type.String({ format: 'binary', description: 'The expense document as an attachment.' }), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { file } = request.params;
      if (!canSeeFinance(user.access) || !PROJECT_FILE_NAME.test(file)) throw notFound();
      const [expense] = await ctx.db
        .select({ name: externalExpenses.documentName })
        .from(externalExpenses)
        .innerJoin(projects, eq(projects.id, externalExpenses.projectId))
        .where(and(eq(externalExpenses.document, file), visibleProjectsCondition(user, 'projects')))
        .limit(1);
      if (!expense) throw notFound();
      const data = await ctx.files.read('expenses', file);
      if (!data) throw notFound();
      return sendAttachment(reply, data, projectFileContentType(file), expense.name || file);
    },
  );
}
