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
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLimitedPm } from '@portal/shared/access';
import type { SaveProjectResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows, type Db } from '../../db/client';
import { jobNumbers, projectJobNumbers, projects } from '../../db/schema';
import { fieldError, forbidden, notFound, ValidationError } from '../../http/errors';
import { integer, isPresent, maxLength, required, string, toInteger, validate, type Rule } from '../../http/validation';
import { LIMITED_PM, visibleProjectsCondition } from '../../projects/visibility';
import { detectProjectFile, FILE_TYPE_MESSAGE, removeProjectFile, saveProjectFile } from '../../uploads/project-file-store';
import { readFormWithFile, type FormWithFile } from '../../uploads/read-form-with-file';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectCreator, requireProjectEditor } from './access';
import { isoDate } from './date-rule';
import { routeId } from './project';

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

type SaveInput = FormWithFile;

const readInput = (request: FastifyRequest) => readFormWithFile(request, 'file_path');

const money = (): Rule => (value) =>
  !isPresent(value) || /^\d{1,10}(\.\d{1,2})?$/.test(String(value).trim())
    ? null
    : 'The fixed price must be a positive amount with at most two decimals.';

/** A JSON list, or (typed text) comma-separated values. */
function listOf(value: string | undefined): unknown[] | null {
  if (value === undefined || value.trim() === '') return [];
  const text = value.trim();
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

function jobNumberNames(value: string | undefined): string[] | null {
  const list = listOf(value);
  if (list === null) return null;
  const names = list.map((item) =>
    typeof item === 'string' ? item.trim() : item && typeof item === 'object' && 'name' in item ? String(item.name).trim() : null,
  );
  if (names.some((name) => name === null)) return null;
  return [...new Set(names as string[])].filter(Boolean);
}

function teamleadIds(value: string | undefined): number[] | null {
  const list = listOf(value);
  if (list === null) return null;
  const ids = list.map((item) => toInteger(typeof item === 'string' ? item.trim() : item));
  if (ids.some((id) => id === null)) return null;
  return [...new Set(ids as number[])].sort((a, b) => a - b);
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
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<Record<string, unknown>>(db, query))[0];

  const client = await one(
    sql`select disabled, position(${markers.clientMarker} in name) > 0 as marked from clients where id = ${v.clientId}`,
  );
  if (!client || (client.disabled && existing?.clientId !== v.clientId)) add('client_id', 'The selected client id is invalid.');
  else if (limited && !client.marked) add('client_id', LIMITED_MESSAGES.client_id);

  const brand = await one(sql`select exists (
      select 1 from brand_business_units bbu join business_units bu on bu.id = bbu.business_unit_id
      where bbu.brand_id = b.id and position(${markers.businessUnitMarker} in bu.name) > 0) as marked
    from brands b where b.id = ${v.brandId}`);
  if (!brand) add('brand_id', 'The selected brand id is invalid.');
  else if (limited && !brand.marked) add('brand_id', LIMITED_MESSAGES.brand_id);

  if (!(await one(sql`select 1 from project_types where id = ${v.typeId}`))) add('type_id', 'The selected type id is invalid.');
  else if (limited && v.typeId !== LIMITED_PM.typeId) add('type_id', LIMITED_MESSAGES.type_id);

  // A disabled category stays on the projects that have it but is not a new choice.
  const category = await one(sql`select disabled from project_categories where id = ${v.categoryId}`);
  if (!category || (category.disabled && existing?.categoryId !== v.categoryId)) add('category_id', 'The selected category id is invalid.');
  else if (limited && v.categoryId !== LIMITED_PM.categoryId) add('category_id', LIMITED_MESSAGES.category_id);

  const owner = await one(sql`select disabled from users where id = ${v.ownerId} and role in (2, 4)`);
  if (!owner || (owner.disabled && existing?.ownerId !== v.ownerId)) add('owner_id', 'The selected owner id is invalid.');
  else if (limited && !(LIMITED_PM.ownerIds as readonly number[]).includes(v.ownerId)) add('owner_id', LIMITED_MESSAGES.owner_id);

  if (v.hogarthPmId !== null) {
    if (limited) add('hogarth_pm_id', LIMITED_MESSAGES.hogarth_pm_id);
    else {
      const pm = await one(sql`select disabled from users where id = ${v.hogarthPmId} and role = 3`);
      if (!pm || (pm.disabled && existing?.hogarthPmId !== v.hogarthPmId)) add('hogarth_pm_id', 'The selected client PM is invalid.');
    }
  }

  if (v.teamleadIds.length > 0) {
    const kept = existing?.teamleadIds ?? [];
    const valid = await queryRows<{ id: number }>(
      db,
      sql`select id from users where id in (${sql.join(
        v.teamleadIds.map((id) => sql`${id}`),
        sql`, `,
      )})
          and is_teamlead and not disabled`,
    );
    const validIds = new Set([...valid.map((r) => Number(r.id)), ...kept]);
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

function parseValues(fields: Record<string, string>): Values {
  // The list fields are checked beside the rules, so that one answer names every problem.
  const extra: Record<string, string[]> = {};
  const names = jobNumberNames(fields.job_numbers);
  if (names === null || names.length === 0) extra.job_numbers = ['The job numbers field is required.'];
  else if (names.some((name) => name.length > 100)) extra.job_numbers = ['A job number must not be greater than 100 characters.'];
  const leads = teamleadIds(fields.teamlead_ids);
  if (leads === null) extra.teamlead_ids = ['The teamlead ids field must be a list of user ids.'];
  let input: Record<string, unknown>;
  try {
    input = validate(fields, {
      title: [required(), string(), maxLength(255)],
      mjn: [string(), maxLength(100)],
      description: [string(), maxLength(10000)],
      client_id: [required(), integer()],
      brand_id: [required(), integer()],
      start_date: [required(), isoDate()],
      deadline: [required(), isoDate()],
      type_id: [required(), integer()],
      owner_id: [required(), integer()],
      category_id: [required(), integer()],
      hogarth_pm_id: [integer()],
      fixed_price: [money()],
    });
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError({ ...extra, ...error.errors });
    throw error;
  }
  if (fields.deadline < fields.start_date) extra.deadline = [DEADLINE_MESSAGE];
  if (Object.keys(extra).length > 0) throw new ValidationError(extra);

  const optional = (value: unknown) => (isPresent(value) ? String(value).trim() : null);
  const typeId = toInteger(input.type_id) as number;
  return {
    jobNumbers: names as string[],
    title: String(input.title).trim(),
    mjn: optional(input.mjn),
    description: optional(input.description),
    clientId: toInteger(input.client_id) as number,
    brandId: toInteger(input.brand_id) as number,
    hogarthPmId: isPresent(input.hogarth_pm_id) ? toInteger(input.hogarth_pm_id) : null,
    ownerId: toInteger(input.owner_id) as number,
    typeId,
    categoryId: toInteger(input.category_id) as number,
    startDate: String(input.start_date),
    deadline: String(input.deadline),
    // Document 1: the fixed price belongs to type 1 (Fixed price) only.
    fixedPrice: typeId === 1 ? optional(input.fixed_price) : null,
    teamleadIds: leads as number[],
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
    const [visible] = await queryRows(ctx.db, sql`select 1 from projects p where p.id = ${id} and ${visibleProjectsCondition(user)}`);
    if (!visible) throw forbidden();
  }

  const values = parseValues(input.fields);
  if (limited && input.file) throw fieldError('file_path', LIMITED_MESSAGES.file_path);
  const ext = input.file ? detectProjectFile(input.file.data, input.file.name) : null;
  if (input.file && !ext) throw fieldError('file_path', FILE_TYPE_MESSAGE);
  await checkReferences(ctx.db, user, ctx.config.limitedPmMarkers, values, existing);

  const stored = input.file && ext ? await saveProjectFile(ctx.config.uploadDir, input.file.data, ext) : null;
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
      return projectId;
    });
  } catch (error) {
    await removeProjectFile(ctx.config.uploadDir, stored);
    throw error;
  }
  if (stored && existing?.filepath) await removeProjectFile(ctx.config.uploadDir, existing.filepath);
  return savedId;
}

export function saveProjectRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/save-project', async (request, reply) => {
    const user = currentUser(request);
    requireProjectCreator(user);
    const id = await saveProject(ctx, user, null, await readInput(request));
    const body: SaveProjectResponse = { data: { id }, message: SAVED_MESSAGE };
    return reply.code(201).send(body);
  });
  app.post<{ Params: { id: string } }>('/save-project/:id', async (request) => {
    const user = currentUser(request);
    requireProjectCreator(user);
    const id = await saveProject(ctx, user, routeId(request.params.id), await readInput(request));
    const body: SaveProjectResponse = { data: { id }, message: SAVED_MESSAGE };
    return body;
  });
}
