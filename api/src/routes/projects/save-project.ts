/**
 * POST /api/save-project (create, 201) and POST /api/save-project/:id (edit): the add/edit
 * project form, multipart (a JSON body is accepted too). Session role 2 only; an edited
 * project must be one the caller may see. Field rules (document 1, section 5; formats in
 * shared/src/contract/projects.ts), every failure a 422 with field messages:
 * - required: job_numbers (one name at least), title, client_id, brand_id, start_date,
 *   deadline (YYYY-MM-DD, not before the start), type_id, owner_id, category_id;
 * - owner: a user of role 2 or 4, not disabled; client PM: role 3, not disabled; team leads:
 *   flagged team leads, not disabled; category: not disabled; a disabled client, owner, team
 *   lead or category already on the edited project may stay;
 * - fixed_price only for type 1 (ignored for other types);
 * - file_path: PDF, image, Office document, ZIP or text, at most 10 MB (src/uploads/project-file-store.ts);
 * - a limited project manager: type 2, category 17, owner 15/198/294, a client and a brand
 *   carrying the configured markers, and neither file nor client PM (those of an edited
 *   project are kept).
 * New projects start Pending (status 1). Job numbers are linked by name, new names created.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { isLimitedPm } from '@portal/shared/access';
import { Id, INT32_MAX, SaveProjectFormSchema, SaveProjectResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { brands, clients, jobNumbers, projectCategories, projectJobNumbers, projects, projectTypes, users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, forbidden, notFound, ValidationError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { projectFieldsOf, recordProjectSave } from '../../projects/project-audit';
import { isProjectVisible, LIMITED_PM } from '../../projects/visibility';
import { detectProjectFile, FILE_TYPE_MESSAGE, removeStoredFile, saveStoredFile } from '../../uploads/project-file-store';
import { readFormWithFile, type UploadedFile } from '../../uploads/read-form-with-file';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectCreator, requireProjectEditor } from './access';
import { checkFormFields, streamedBodyValidator } from '../../http/streamed-form';

export const SAVED_MESSAGE = 'Project has been saved.';
export { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE } from '../../uploads/project-file-store';
export const DEADLINE_MESSAGE = 'The deadline must be a date after or equal to the start date.';
export const LIMITED_MESSAGES = {
  type_id: 'A limited project manager may only save projects of type Time and material.',
  category_id: 'A limited project manager may only save projects of category Digital production.',
  owner_id: 'The selected owner is not available to a limited project manager.',
  client_id: 'The selected client is not available to a limited project manager.',
  brand_id: 'The selected brand is not available to a limited project manager.',
  hogarth_pm_id: 'A limited project manager cannot choose a client PM.',
  file_path: 'A limited project manager cannot attach a file.',
} as const;

export const JOB_NUMBER_MESSAGES = {
  required: 'The job numbers field is required.',
  tooLong: 'A job number must not be greater than 100 characters.',
  nul: 'A job number must not contain a NUL character.',
} as const;
export const TEAMLEAD_IDS_MESSAGE = 'The teamlead ids field must be a list of user ids.';

type SaveForm = Static<typeof SaveProjectFormSchema>;
type SaveInput = { fields: Record<string, unknown>; file: UploadedFile | null };

/** The form as multipart sends it (text fields and the file), or a JSON body without a file. */
async function readInput(request: FastifyRequest): Promise<SaveInput> {
  if (request.isMultipart()) return readFormWithFile(request, 'file_path');
  const body: unknown = request.body;
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { fields, file: null };
}

/** A list field: a JSON list as text, typed comma-separated text, or (JSON body) a list; null when malformed. */
function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value as unknown[];
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return text.split(',');
}

/** Job number names (a name, or an object with one, as the tags input keeps them), or null when malformed. */
function jobNumberNames(value: unknown): string[] | null {
  const list = listOf(value);
  if (list === null) return null;
  const names = list.map((item) =>
    typeof item === 'string' ? item.trim() : item && typeof item === 'object' && 'name' in item ? String(item.name).trim() : null,
  );
  if (names.some((name) => name === null)) return null;
  return [...new Set(names as string[])].filter(Boolean);
}

const LIST_ID = /^\s*\d{1,10}\s*$/;

/** Team lead ids (numbers, or their text), each a possible user id; null when malformed. */
function teamleadIds(value: unknown): number[] | null {
  const list = listOf(value);
  if (list === null || list.length > 1000) return null;
  const ids = list.map((item) => (typeof item === 'number' || (typeof item === 'string' && LIST_ID.test(item)) ? Number(item) : 0));
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > INT32_MAX)) return null;
  return [...new Set(ids)].sort((a, b) => a - b);
}

type Existing = typeof projects.$inferSelect;

/** What the database must confirm about the chosen ids; messages per field. */
async function checkReferences(
  db: Db,
  user: AuthUser,
  markers: AppContext['config']['limitedPmMarkers'],
  v: Values,
  existing: Existing | null,
) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const limited = isLimitedPm(user.access);

  const [client] = await db
    .select({ disabled: clients.disabled, marked: sql<boolean>`position(${markers.clientMarker} in ${clients.name}) > 0` })
    .from(clients)
    .where(eq(clients.id, v.clientId));
  if (!client || (client.disabled && existing?.clientId !== v.clientId)) add('client_id', 'The selected client id is invalid.');
  else if (limited && !client.marked) add('client_id', LIMITED_MESSAGES.client_id);

  const [brand] = await db
    .select({
      // Raw names: in a one-table select Drizzle writes columns unqualified, which the subquery would misread.
      marked: sql<boolean>`exists (
        select 1 from brand_business_units bbu join business_units bu on bu.id = bbu.business_unit_id
        where bbu.brand_id = brands.id and position(${markers.businessUnitMarker} in bu.name) > 0)`,
    })
    .from(brands)
    .where(eq(brands.id, v.brandId));
  if (!brand) add('brand_id', 'The selected brand id is invalid.');
  else if (limited && !brand.marked) add('brand_id', LIMITED_MESSAGES.brand_id);

  const [type] = await db.select({ id: projectTypes.id }).from(projectTypes).where(eq(projectTypes.id, v.typeId));
  if (!type) add('type_id', 'The selected type id is invalid.');
  else if (limited && v.typeId !== LIMITED_PM.typeId) add('type_id', LIMITED_MESSAGES.type_id);

  // A disabled category stays on the projects that have it but is not a new choice.
  const [category] = await db
    .select({ disabled: projectCategories.disabled })
    .from(projectCategories)
    .where(eq(projectCategories.id, v.categoryId));
  if (!category || (category.disabled && existing?.categoryId !== v.categoryId)) add('category_id', 'The selected category id is invalid.');
  else if (limited && v.categoryId !== LIMITED_PM.categoryId) add('category_id', LIMITED_MESSAGES.category_id);

  const [owner] = await db
    .select({ disabled: users.disabled })
    .from(users)
    .where(and(eq(users.id, v.ownerId), inArray(users.role, [2, 4])));
  if (!owner || (owner.disabled && existing?.ownerId !== v.ownerId)) add('owner_id', 'The selected owner id is invalid.');
  else if (limited && !(LIMITED_PM.ownerIds as readonly number[]).includes(v.ownerId)) add('owner_id', LIMITED_MESSAGES.owner_id);

  if (v.hogarthPmId !== null) {
    if (limited) add('hogarth_pm_id', LIMITED_MESSAGES.hogarth_pm_id);
    else {
      const [pm] = await db
        .select({ disabled: users.disabled })
        .from(users)
        .where(and(eq(users.id, v.hogarthPmId), eq(users.role, 3)));
      if (!pm || (pm.disabled && existing?.hogarthPmId !== v.hogarthPmId)) add('hogarth_pm_id', 'The selected client PM is invalid.');
    }
  }

  if (v.teamleadIds.length > 0) {
    const kept = existing?.teamleadIds ?? [];
    const valid = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, v.teamleadIds), eq(users.isTeamlead, true), eq(users.disabled, false)));
    const validIds = new Set([...valid.map((r) => r.id), ...kept]);
    if (v.teamleadIds.some((id) => !validIds.has(id))) add('teamlead_ids', 'The selected team leads are invalid.');
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The project's stored columns as the form sets them, and its job numbers by name. */
type Values = Required<
  Pick<
    typeof projects.$inferInsert,
    | 'title'
    | 'mjn'
    | 'description'
    | 'clientId'
    | 'brandId'
    | 'hogarthPmId'
    | 'ownerId'
    | 'typeId'
    | 'categoryId'
    | 'startDate'
    | 'deadline'
    | 'fixedPrice'
  >
> & { jobNumbers: string[]; teamleadIds: number[] };

/** The lists' own messages (they are text the schema cannot look into), beside the schema's. */
function listErrors(fields: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const names = jobNumberNames(fields.job_numbers);
  if (names === null || names.length === 0) errors.job_numbers = [JOB_NUMBER_MESSAGES.required];
  else if (names.some((name) => name.length > 100)) errors.job_numbers = [JOB_NUMBER_MESSAGES.tooLong];
  else if (names.some((name) => name.includes('\u0000'))) errors.job_numbers = [JOB_NUMBER_MESSAGES.nul];
  if (teamleadIds(fields.teamlead_ids) === null) errors.teamlead_ids = [TEAMLEAD_IDS_MESSAGE];
  return errors;
}

/** The form checked against SaveProjectFormSchema and its lists, so that one answer names every problem. */
function parseValues(fields: Record<string, unknown>): Values {
  const extra = listErrors(fields);
  let form: SaveForm;
  try {
    form = checkFormFields(SaveProjectFormSchema, fields);
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError({ ...extra, ...error.errors });
    throw error;
  }
  if (form.deadline < form.start_date) extra.deadline = [DEADLINE_MESSAGE];
  if (Object.keys(extra).length > 0) throw new ValidationError(extra);

  const optional = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  return {
    jobNumbers: jobNumberNames(form.job_numbers) ?? [],
    title: form.title.trim(),
    mjn: optional(form.mjn),
    description: optional(form.description),
    clientId: form.client_id,
    brandId: form.brand_id,
    hogarthPmId: typeof form.hogarth_pm_id === 'number' ? form.hogarth_pm_id : null,
    ownerId: form.owner_id,
    typeId: form.type_id,
    categoryId: form.category_id,
    startDate: form.start_date,
    deadline: form.deadline,
    // Document 1: the fixed price belongs to type 1 (Fixed price) only.
    fixedPrice: form.type_id === 1 ? optional(form.fixed_price) : null,
    teamleadIds: teamleadIds(form.teamlead_ids) ?? [],
  };
}

async function linkJobNumbers(db: Db, projectId: number, names: string[]): Promise<void> {
  await db
    .insert(jobNumbers)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: jobNumbers.name });
  const rows = await db.select({ id: jobNumbers.id }).from(jobNumbers).where(inArray(jobNumbers.name, names));
  await db.delete(projectJobNumbers).where(eq(projectJobNumbers.projectId, projectId));
  await db.insert(projectJobNumbers).values(rows.map((row) => ({ projectId, jobNumberId: row.id })));
}

async function saveProject(ctx: AppContext, user: AuthUser, id: number | null, input: SaveInput): Promise<number> {
  const limited = isLimitedPm(user.access);
  let existing: Existing | null = null;
  if (id !== null) {
    requireProjectEditor(user);
    [existing] = await ctx.db.select().from(projects).where(eq(projects.id, id)).limit(1);
    if (!existing) throw notFound();
    if (!(await isProjectVisible(ctx.db, user, id))) throw forbidden();
  }

  const values = parseValues(input.fields);
  if (limited && input.file) throw fieldError('file_path', LIMITED_MESSAGES.file_path);
  const ext = input.file ? detectProjectFile(input.file.data, input.file.name) : null;
  if (input.file && !ext) throw fieldError('file_path', FILE_TYPE_MESSAGE);
  await checkReferences(ctx.db, user, ctx.config.limitedPmMarkers, values, existing);

  const stored = input.file && ext ? await saveStoredFile(ctx.files, 'projects', input.file.data, ext) : null;
  const row = {
    title: values.title,
    description: values.description,
    mjn: values.mjn,
    clientId: values.clientId,
    brandId: values.brandId,
    // A limited PM neither sees nor changes the client PM; an edit keeps the one stored.
    hogarthPmId: limited ? (existing?.hogarthPmId ?? null) : values.hogarthPmId,
    ownerId: values.ownerId,
    typeId: values.typeId,
    categoryId: values.categoryId,
    startDate: values.startDate,
    deadline: values.deadline,
    fixedPrice: values.fixedPrice,
    teamleadIds: values.teamleadIds,
    ...(stored ? { filepath: stored, fileName: input.file!.name.slice(0, 255) } : {}),
  };
  let savedId: number;
  try {
    savedId = await ctx.db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      let projectId: number;
      if (existing) {
        await txDb
          .update(projects)
          .set({ ...row, updatedAt: sql`now()` })
          .where(eq(projects.id, existing.id));
        projectId = existing.id;
      } else {
        const [created] = await txDb
          .insert(projects)
          .values({ ...row, statusId: 1 })
          .returning({ id: projects.id });
        projectId = created.id;
      }
      await linkJobNumbers(txDb, projectId, values.jobNumbers);
      await recordProjectSave(txDb, user.id, projectId, existing ? projectFieldsOf(existing) : null, projectFieldsOf(row));
      return projectId;
    });
  } catch (error) {
    await removeStoredFile(ctx.files, 'projects', stored);
    throw error;
  }
  if (stored && existing?.filepath) await removeStoredFile(ctx.files, 'projects', existing.filepath);
  return savedId;
}

const formRoute = {
  // The body is multipart (a JSON body is read too): the handler reads it and checks it with the schema.
  validatorCompiler: streamedBodyValidator,
} as const;
const tags = ['Projects'];
const consumes = ['multipart/form-data', 'application/json'];

export function saveProjectRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/save-project',
    {
      ...formRoute,
      schema: { tags, consumes, body: SaveProjectFormSchema, response: { 201: SaveProjectResponseSchema, ...errorAnswers } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      requireProjectCreator(user);
      const id = await saveProject(ctx, user, null, await readInput(request));
      return reply.code(201).send({ data: { id }, message: SAVED_MESSAGE });
    },
  );
  app.post(
    '/save-project/:id',
    {
      ...formRoute,
      schema: {
        tags,
        consumes,
        params: Type.Object({ id: Id() }),
        body: SaveProjectFormSchema,
        response: { 200: SaveProjectResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireProjectCreator(user);
      const id = await saveProject(ctx, user, request.params.id, await readInput(request));
      return { data: { id }, message: SAVED_MESSAGE };
    },
  );
}
