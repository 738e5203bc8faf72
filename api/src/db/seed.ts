/**
 * Demo data: deterministic (a fixed pseudo-random sequence, dates relative to the day of
 * seeding), idempotent (nothing happens when users already exist) and written with raw
 * multi-row inserts, because Drizzle's bulk insert is several times slower on PGlite.
 * The whole seed runs in one transaction: a failure leaves the database empty.
 */
import type { FileStorage } from '../uploads/file-storage';
import { sql } from 'drizzle-orm';
import { MJN_EXEMPT_PROJECT_ID } from '@portal/shared/contract';
import { hashPassword } from '../auth/passwords';
import { addDays, displayDate, isWorkingDay, today as todayOf } from '../lib/dates';
import type { Db } from './client';
import { users } from './schema';
import { seedConfig } from './seed-config';
import { seedCostEstimates } from './seed-cost-estimates';
import { seedExternalExpenses } from './seed-external-expenses';
import { seedInvoicing } from './seed-invoicing';
import { seedResources } from './seed-resources';
import { seedTimesheet, type TimesheetScale, VACATION_PROJECT_TITLE } from './seed-timesheet';
import {
  CHILD_PHASES,
  CLIENT_PM_IDS,
  DEMO_PASSWORD,
  DEMO_USERS,
  DEVELOPER_IDS,
  EDITOR_IDS,
  HOGARTH_BRAND_IDS,
  HOGARTH_CLIENT_IDS,
  LIMITED_PM_OWNER_IDS,
  OWNER_IDS,
  PROJECT_DELIVERABLES,
  PROJECT_THEMES,
  SEED_BRANDS,
  SEED_BUSINESS_UNITS,
  SEED_CATEGORIES,
  SEED_CLIENTS,
  SEED_STATUSES,
  SEED_TYPES,
  SEED_USERS,
  TEAMLEAD_IDS,
} from './seed-data';

export type SeedOptions = {
  /** Multiplies the number of projects, job numbers and events (benchmarks). */
  scale?: number;
  /** Where seeded documents are stored (the API's file storage); without it, no seeded expense has a document. */
  files?: FileStorage;
  /** The moment the relative dates are computed from (tests pin it). */
  now?: Date;
  /** How many timesheet entries (seed-timesheet.ts): the demo's months, or a million for benchmarks. */
  timesheet?: TimesheetScale;
  /** The large timesheet's size as a multiple of a million entries (its developers multiplied). */
  timesheetFactor?: number;
};

export type SeedResult = { seeded: boolean; projects: number };

/** Base number of projects at scale 1. */
export const BASE_PROJECTS = 400;

/** mulberry32: small, fast and the same on every platform. */
function randomSequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

type Row = (string | number | boolean | null)[];

/** One multi-row INSERT per chunk, with bound parameters (PostgreSQL allows 65535 per statement). */
async function insertRows(db: Db, table: string, columns: string[], rows: Row[]): Promise<void> {
  const chunkSize = Math.max(1, Math.floor(20000 / columns.length));
  const columnList = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${sql.join(
            row.map((value) => sql`${value}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into ${sql.identifier(table)} (${columnList}) values ${values}`);
  }
}

/** Serial columns must continue after the explicit ids the seed used. */
async function resetSequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

/** A moment on a local calendar day, as an ISO timestamp. */
function at(day: string, hour: number, minute: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, hour, minute).toISOString();
}

const money = (value: number) => Math.round(value * 100) / 100;

/** Seeded moments must not lie in the future. */
function notAfter(iso: string, now: Date): string {
  return iso > now.toISOString() ? new Date(now.getTime() - 3600_000).toISOString() : iso;
}

type SeedProject = {
  id: number;
  title: string;
  clientId: number;
  brandId: number;
  hogarthPmId: number | null;
  ownerId: number;
  typeId: number;
  categoryId: number;
  statusId: number;
  startDate: string;
  deadline: string;
  createdDay: string;
  createdAt: string;
  teamleadIds: number[];
  parentId: number | null;
  estimatedCost: number;
  actualCost: number;
  fixedPrice: number | null;
  mjn: string | null;
  filepath: string | null;
  isVacation?: boolean;
  description: string;
  users: number[];
  jobNumberIds: number[];
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (await db.$count(users)) === 0;
}

/** One table's seed rows, in insertion order of the tables (foreign keys first). */
export type SeedTable = { table: string; columns: string[]; rows: Row[] };

/**
 * The two projects the timesheet rules name: 10417, the time-and-material project that takes
 * entries without an MJN, and the vacation project that takes future days; the first developers
 * log on the former, every developer on the latter.
 */
function timesheetProjects(template: SeedProject, today: string, newJobNumber: (day: string) => number): SeedProject[] {
  const startDate = addDays(today, -730);
  const common = {
    ...template,
    hogarthPmId: null,
    ownerId: DEMO_USERS.pm.id,
    categoryId: 1,
    statusId: 2,
    startDate,
    deadline: addDays(today, 365),
    createdDay: startDate,
    createdAt: at(startDate, 9, 0),
    teamleadIds: [],
    parentId: null,
    estimatedCost: 0,
    actualCost: 0,
    fixedPrice: null,
    mjn: null,
    filepath: null,
  };
  return [
    {
      ...common,
      id: MJN_EXEMPT_PROJECT_ID,
      title: 'Hogarth retainer: general support',
      typeId: 2,
      description: 'Time logged for Hogarth without a project-specific MJN.',
      users: DEVELOPER_IDS.slice(0, 4),
      jobNumberIds: [newJobNumber(startDate)],
    },
    {
      ...common,
      id: MJN_EXEMPT_PROJECT_ID + 1,
      title: VACATION_PROJECT_TITLE,
      typeId: 3,
      description: 'Holidays and days off, planned ahead.',
      isVacation: true,
      users: [...DEVELOPER_IDS],
      jobNumberIds: [newJobNumber(startDate)],
    },
  ];
}

/** Password hashes are left null here: they are salted, so the only non-deterministic part. */
export function generateSeed(options: SeedOptions = {}): SeedTable[] {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const now = options.now ?? new Date();
  const today = todayOf(now);
  const random = randomSequence(20240601);

  // ---- projects -------------------------------------------------------------------------
  const projectCount = BASE_PROJECTS * scale;
  const projects: SeedProject[] = [];
  const jobNumbers: { id: number; name: string }[] = [];
  const newJobNumber = (createdDay: string) => {
    const id = jobNumbers.length + 1;
    jobNumbers.push({ id, name: `JN-${createdDay.slice(2, 4)}-${String(id).padStart(5, '0')}` });
    return id;
  };

  for (let id = 1; id <= projectCount; id++) {
    const daysAgo = Math.max(0, Math.round(((projectCount - id) / projectCount) * 730) - random.int(0, 2));
    const createdDay = addDays(today, -daysAgo);
    const createdAt = notAfter(at(createdDay, random.int(8, 17), random.int(0, 59)), now);
    const startDate = addDays(createdDay, random.int(0, 14));
    const deadline = addDays(startDate, random.int(7, 120));

    let statusId: number;
    if (startDate > today) statusId = 1;
    else if (deadline < today) statusId = random.chance(0.82) ? 3 : random.chance(0.55) ? 5 : 2;
    else statusId = random.chance(0.72) ? 2 : random.chance(0.7) ? 1 : 5;

    // Every eighth project is one a limited project manager works on.
    const forLimitedPm = id % 8 === 0;
    const canBeChild = id > 20 && !forLimitedPm && random.chance(0.15);
    const parentCandidates = canBeChild
      ? projects.slice(-30).filter((p) => p.parentId === null && !(p.typeId === 2 && p.categoryId === 17))
      : [];
    const parent = parentCandidates.length > 0 ? random.pick(parentCandidates) : null;

    const clientId = forLimitedPm ? random.pick(HOGARTH_CLIENT_IDS) : (parent?.clientId ?? random.int(1, 23));
    const brandId = forLimitedPm ? random.pick(HOGARTH_BRAND_IDS) : (parent?.brandId ?? random.int(1, SEED_BRANDS.length));
    const typeId = forLimitedPm ? 2 : random.chance(0.3) ? 1 : random.chance(0.7) ? 2 : 3;
    let categoryId = forLimitedPm ? 17 : random.int(1, 20);
    // Keep the limited PM's set exactly the every-eighth projects.
    if (!forLimitedPm && typeId === 2 && categoryId === 17) categoryId = 18;
    const ownerId = forLimitedPm ? random.pick(LIMITED_PM_OWNER_IDS) : random.pick(OWNER_IDS);
    const hogarthPmId = random.chance(0.7) ? random.pick(CLIENT_PM_IDS) : null;

    const teamleadIds = new Set<number>();
    if (random.chance(0.14)) teamleadIds.add(DEMO_USERS.dev.id);
    if (random.chance(0.35)) teamleadIds.add(random.pick(TEAMLEAD_IDS));

    const assigned = new Set<number>();
    const resourceCount = random.int(0, 3);
    for (let r = 0; r < resourceCount; r++) assigned.add(random.pick(DEVELOPER_IDS));
    if (random.chance(0.1)) assigned.add(DEMO_USERS.dev.id);
    if (random.chance(0.1)) assigned.add(DEMO_USERS.dev2.id);

    const estimatedCost = money(random.int(2000, 80000) + random.int(0, 99) / 100);
    const spentShare =
      statusId === 3 ? 0.6 + random.next() * 0.65 : statusId === 2 ? 0.1 + random.next() * 0.8 : statusId === 5 ? random.next() * 0.3 : 0;
    const actualCost = money(estimatedCost * spentShare);

    const brandName = SEED_BRANDS[brandId - 1].name;
    const title = parent
      ? `${parent.title} - ${random.pick(CHILD_PHASES)}`
      : `${brandName} ${random.pick(PROJECT_THEMES)} ${random.pick(PROJECT_DELIVERABLES)}`;

    const jobNumberIds = parent ? [...parent.jobNumberIds.slice(0, 1)] : [];
    const ownJobNumbers = parent ? random.int(0, 1) : random.int(1, 2);
    for (let j = 0; j < ownJobNumbers; j++) jobNumberIds.push(newJobNumber(createdDay));
    if (jobNumberIds.length === 0) jobNumberIds.push(newJobNumber(createdDay));

    projects.push({
      id,
      title,
      clientId,
      brandId,
      hogarthPmId,
      ownerId,
      typeId,
      categoryId,
      statusId,
      startDate,
      deadline,
      createdDay,
      createdAt,
      teamleadIds: [...teamleadIds].sort((a, b) => a - b),
      parentId: parent?.id ?? null,
      estimatedCost,
      actualCost,
      fixedPrice: typeId === 1 ? money(estimatedCost * 1.15) : null,
      mjn: random.chance(0.6) ? `MJN-${100000 + id * 7}` : null,
      filepath: random.chance(0.5) ? `smb://files.agency.test/projects/${createdDay.slice(0, 4)}/P-${String(id).padStart(5, '0')}` : null,
      description: `${SEED_CATEGORIES[categoryId - 1].title} work for ${brandName}: concept, production and delivery of the agreed assets.`,
      users: [...assigned].sort((a, b) => a - b),
      jobNumberIds,
    });
  }

  // A recognisable recent project in progress, for the MVP shortcuts and the e2e tests.
  const flagship = [...projects]
    .reverse()
    .find((p) => p.parentId === null && !(p.typeId === 2 && p.categoryId === 17) && p.startDate <= today) as SeedProject;
  flagship.title = 'Nike Air Max Relaunch';
  flagship.brandId = 1;
  flagship.statusId = 2;
  if (flagship.deadline < addDays(today, 30)) flagship.deadline = addDays(today, 30);
  flagship.description = `${SEED_CATEGORIES[flagship.categoryId - 1].title} work for Nike: concept, production and delivery of the agreed assets.`;

  // Every dashboard figure, current and past, gets a few projects whatever the day of seeding.
  const adjusted = new Set<SeedProject>();
  const ensure = (count: number, statusId: number, matches: (p: SeedProject) => boolean) => {
    const have = projects.filter((p) => p.statusId === statusId && matches(p)).length;
    const candidates = projects.filter((p) => !adjusted.has(p) && p !== flagship && p.statusId !== statusId && matches(p));
    for (const p of candidates.slice(0, Math.max(0, count - have))) {
      p.statusId = statusId;
      adjusted.add(p);
    }
    projects.filter((p) => p.statusId === statusId && matches(p)).forEach((p) => adjusted.add(p));
  };
  const within = (day: string, from: number, to: number) => day >= addDays(today, from) && day <= addDays(today, to);
  for (const [from, to] of [
    [-29, 0],
    [-59, -30],
  ]) {
    ensure(3, 1, (p) => within(p.createdDay, from, to) && p.deadline >= today);
    ensure(3, 2, (p) => within(p.startDate, from, to));
    ensure(3, 3, (p) => within(p.deadline, from, to));
  }

  const visibleTo = (userId: number) => (p: SeedProject) =>
    p.ownerId === userId || p.hogarthPmId === userId || p.teamleadIds.includes(userId) || p.users.includes(userId);
  const devProjects = projects.filter(visibleTo(DEMO_USERS.dev.id));
  const dev2Projects = projects.filter(visibleTo(DEMO_USERS.dev2.id));
  const clientPmProjects = projects.filter(visibleTo(DEMO_USERS.clientPm.id));
  const limitedProjects = projects.filter((p) => p.typeId === 2 && p.categoryId === 17);
  const recent = (list: SeedProject[], n: number) => list.slice(-n).reverse();

  // ---- activity events ------------------------------------------------------------------
  const eventCount = 200 * scale;
  const events: Row[] = [];
  for (let k = 0; k < eventCount; k++) {
    // k = 0 is the newest; the first dozen fall within the last three days.
    const daysAgo = k < 12 ? Math.floor(k / 4) : Math.floor((k / eventCount) * 56);
    const minutesAgo = daysAgo * 24 * 60 + random.int(10, 10 * 60);
    const createdAt = new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    const pool = random.chance(0.3) ? devProjects : projects;
    const candidates = pool.filter((p) => p.createdAt <= createdAt);
    const project = candidates.length > 0 ? random.pick(candidates.slice(-120)) : projects[0];
    const actionTypeId = random.chance(0.65) ? 2 : random.chance(0.7) ? 3 : 1;
    events.push([k + 1, actionTypeId, 'projects', project.id, random.pick(EDITOR_IDS), null, createdAt]);
  }
  // Numbered oldest first so that ids grow with time.
  events.reverse().forEach((row, i) => (row[0] = i + 1));
  const projectChanges = projectChangesOf(events, projects);

  // ---- notifications --------------------------------------------------------------------
  const notifications: Row[] = [];
  const notify = (userId: number, title: string, message: string, link: string | null, hoursAgo: number, read: boolean) => {
    const createdAt = new Date(now.getTime() - hoursAgo * 3600_000).toISOString();
    notifications.push([notifications.length + 1, userId, title, link, message, read ? createdAt : null, createdAt]);
  };
  const projectNotes = (userId: number, list: SeedProject[]) => {
    const [first, second, third] = recent(list, 3);
    if (first)
      notify(
        userId,
        'Project assigned',
        `You were added to project <b>#${first.id} ${first.title}</b>. <a href="/project/${first.id}">Open the project</a>.`,
        `/project/${first.id}`,
        2,
        false,
      );
    if (second)
      notify(
        userId,
        'Deadline approaching',
        `<b>${second.title}</b> is due on <b>${displayDate(second.deadline)}</b>.`,
        `/project/${second.id}`,
        20,
        false,
      );
    if (third)
      notify(
        userId,
        'Status changed',
        `Project <a href="/project/${third.id}">#${third.id}</a> moved to a new status.`,
        `/project/${third.id}`,
        90,
        true,
      );
  };
  projectNotes(DEMO_USERS.pm.id, projects);
  notify(
    DEMO_USERS.pm.id,
    'Comment from a client',
    // Deliberately hostile markup: the portal must sanitise notification HTML before rendering it.
    'Client wrote: <img src=x onerror=alert(1)> please review the <b>banner sizes</b>.',
    '/project/12',
    30,
    false,
  );
  projectNotes(DEMO_USERS.dev.id, devProjects);
  notify(DEMO_USERS.dev.id, 'Timesheet reminder', 'Please <b>complete your timesheet</b> for last week.', '/timesheet', 50, false);
  projectNotes(DEMO_USERS.dev2.id, dev2Projects);
  notify(
    DEMO_USERS.dev2.id,
    'Working places',
    'Please set up your <b>working places</b> for the coming days.',
    '/user-working-places',
    5,
    false,
  );
  projectNotes(DEMO_USERS.limited.id, limitedProjects);
  notify(
    DEMO_USERS.it.id,
    'New developer account',
    'A <b>developer account</b> waits for its settings. <a href="/config/developers">Developers</a>',
    '/config/developers',
    3,
    false,
  );
  notify(DEMO_USERS.it.id, 'Password policy', 'The <b>password policy</b> was updated.', null, 40, false);
  notify(DEMO_USERS.it.id, 'Welcome', 'Welcome to the portal.', null, 400, true);
  projectNotes(DEMO_USERS.clientPm.id, clientPmProjects);

  // ---- MVP shortcuts --------------------------------------------------------------------
  const mvp: Row[] = [];
  const addMvp = (userId: number, list: SeedProject[]) => list.forEach((p, position) => mvp.push([mvp.length + 1, userId, p.id, position]));
  const pmShortcuts = [
    flagship,
    ...recent(
      projects.filter((p) => p.statusId === 2 && p !== flagship),
      3,
    ),
  ];
  addMvp(DEMO_USERS.pm.id, pmShortcuts);
  addMvp(
    DEMO_USERS.dev.id,
    recent(
      devProjects.filter((p) => p.teamleadIds.includes(DEMO_USERS.dev.id)),
      3,
    ),
  );

  // ---- working places -------------------------------------------------------------------
  // dev@ has the coming weeks set up, dev2@ only the past: the reminder shows for dev2@ only.
  const places: Row[] = [];
  const addPlaces = (userId: number, from: number, to: number) => {
    for (let offset = from; offset <= to; offset++) {
      const day = addDays(today, offset);
      if (!isWorkingDay(day)) continue;
      const enteredOn = offset > 0 ? addDays(today, -1) : addDays(day, -1);
      places.push([places.length + 1, userId, day, random.chance(0.6) ? 1 : 2, at(enteredOn, 9, 0)]);
    }
  };
  addPlaces(DEMO_USERS.dev.id, -28, 14);
  addPlaces(DEMO_USERS.dev2.id, -28, 0);
  for (const devId of DEVELOPER_IDS.filter((d) => d !== DEMO_USERS.dev.id && d !== DEMO_USERS.dev2.id)) {
    addPlaces(devId, -14, random.int(-3, 5));
  }

  projects.push(...timesheetProjects(projects[0], today, newJobNumber));

  const tables: SeedTable[] = [];
  const add = (table: string, columns: string[], rows: Row[]) => tables.push({ table, columns, rows });
  add(
    'users',
    [
      'id',
      'name',
      'email',
      'password_hash',
      'role',
      'is_limited_pm',
      'disabled',
      'has_approval',
      'is_teamlead',
      'sex',
      'avatar',
      'settings',
      'created_at',
    ],
    SEED_USERS.map((u) => [
      u.id,
      u.name,
      u.email,
      null,
      u.role,
      u.isLimitedPm ?? false,
      u.disabled ?? false,
      u.hasApproval ?? false,
      TEAMLEAD_IDS.includes(u.id),
      u.sex,
      null,
      JSON.stringify(u.id === DEMO_USERS.dev2.id ? { theme: 'theme-dark' } : {}),
      at(addDays(today, -800 + (u.id % 100)), 9, 0),
    ]),
  );
  add(
    'clients',
    ['id', 'name', 'disabled'],
    SEED_CLIENTS.map((c) => [c.id, c.name, c.disabled ?? false]),
  );
  add(
    'business_units',
    ['id', 'name', 'type', 'show_on_project'],
    SEED_BUSINESS_UNITS.map((u) => [u.id, u.name, u.type, u.showOnProject]),
  );
  add(
    'brands',
    ['id', 'name'],
    SEED_BRANDS.map((b) => [b.id, b.name]),
  );
  add(
    'brand_business_units',
    ['brand_id', 'business_unit_id'],
    SEED_BRANDS.flatMap((b) => b.businessUnitIds.map((u) => [b.id, u])),
  );
  add(
    'project_statuses',
    ['id', 'name'],
    SEED_STATUSES.map((s) => [s.id, s.name]),
  );
  add(
    'project_types',
    ['id', 'name'],
    SEED_TYPES.map((t) => [t.id, t.name]),
  );
  add(
    'project_categories',
    ['id', 'title'],
    SEED_CATEGORIES.map((c) => [c.id, c.title]),
  );
  add(
    'job_numbers',
    ['id', 'name'],
    jobNumbers.map((j) => [j.id, j.name]),
  );
  add(
    'projects',
    [
      'id',
      'title',
      'description',
      'mjn',
      'filepath',
      'client_id',
      'brand_id',
      'hogarth_pm_id',
      'owner_id',
      'type_id',
      'category_id',
      'status_id',
      'start_date',
      'deadline',
      'fixed_price',
      'teamlead_ids',
      'parent_id',
      'estimated_cost',
      'actual_cost',
      'is_vacation',
      'created_at',
      'updated_at',
    ],
    projects.map((p) => [
      p.id,
      p.title,
      p.description,
      p.mjn,
      p.filepath,
      p.clientId,
      p.brandId,
      p.hogarthPmId,
      p.ownerId,
      p.typeId,
      p.categoryId,
      p.statusId,
      p.startDate,
      p.deadline,
      p.fixedPrice === null ? null : p.fixedPrice.toFixed(2),
      JSON.stringify(p.teamleadIds),
      p.parentId,
      p.estimatedCost.toFixed(2),
      p.actualCost.toFixed(2),
      p.isVacation ?? false,
      p.createdAt,
      p.createdAt,
    ]),
  );
  add(
    'project_job_numbers',
    ['project_id', 'job_number_id'],
    projects.flatMap((p) => p.jobNumberIds.map((j) => [p.id, j])),
  );
  add(
    'project_users',
    ['project_id', 'user_id', 'created_at'],
    projects.flatMap((p) => p.users.map((u) => [p.id, u, p.createdAt])),
  );
  add('actions', ['id', 'action_type_id', 'entity', 'entity_id', 'user_id', 'targeted_user_id', 'created_at'], events);
  add(
    'audit_log',
    ['id', 'project_id', 'user_id', 'record_type', 'record_id', 'record_label', 'action', 'changes', 'details', 'created_at'],
    projectChanges,
  );
  add('notifications', ['id', 'user_id', 'title', 'link', 'message', 'read_at', 'created_at'], notifications);
  add('mvp_shortcuts', ['id', 'user_id', 'project_id', 'position'], mvp);
  add('working_places', ['id', 'user_id', 'manual_date', 'working_place', 'created_at'], places);
  return tables;
}

const STATUS_NAMES = new Map(SEED_STATUSES.map((status) => [status.id, status.name]));

/**
 * The audit trail's record of the seeded events (issue 32), so the home's feed says what changed:
 * a creation, a status change (to the project's status, from the one before it) or a new
 * deadline. Derived from each event without drawing random numbers, so the rest of the seed
 * stays as it was.
 */
function projectChangesOf(events: Row[], projects: SeedProject[]): Row[] {
  const byId = new Map(projects.map((project) => [project.id, project]));
  return events.map(([id, actionTypeId, , projectId, userId, , createdAt], index) => {
    const project = byId.get(projectId as number)!;
    const row = (action: string, changes: object) => [
      id,
      project.id,
      userId,
      'project',
      project.id,
      project.title,
      action,
      JSON.stringify(changes),
      '{}',
      createdAt,
    ];
    if (actionTypeId === 1) return row('created', {});
    if (actionTypeId === 3 && project.statusId !== 1) {
      const from = project.statusId === 2 ? 'Pending' : 'WIP';
      return row('changed', { status_name: { from, to: STATUS_NAMES.get(project.statusId) ?? 'WIP' } });
    }
    return row('changed', { deadline: { from: addDays(project.deadline, -7 * (1 + (index % 3))), to: project.deadline } });
  });
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false, projects: 0 };
  const tables = generateSeed(options);
  const users = tables.find((t) => t.table === 'users') as SeedTable;
  const hashColumn = users.columns.indexOf('password_hash');
  // Hashed before the transaction: scrypt is slow on purpose and needs no database.
  const hashes = await Promise.all(users.rows.map(() => hashPassword(DEMO_PASSWORD)));
  users.rows.forEach((row, i) => (row[hashColumn] = hashes[i]));

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    for (const { table, columns, rows } of tables) await insertRows(txDb, table, columns, rows);
    await resetSequences(
      txDb,
      tables.filter((t) => t.columns[0] === 'id' && !['project_statuses', 'project_types'].includes(t.table)).map((t) => t.table),
    );
  });
  await seedConfig(db, options);
  await seedCostEstimates(db, options);
  await seedInvoicing(db, options);
  await seedExternalExpenses(db, options);
  await seedResources(db);
  await seedTimesheet(db, { now: options.now, scale: options.timesheet, factor: options.timesheetFactor });
  const projects = tables.find((t) => t.table === 'projects')?.rows.length ?? 0;
  return { seeded: true, projects };
}
