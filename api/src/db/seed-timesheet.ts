/**
 * Timesheet demo data, generated in SQL (generate_series and hashtext, no row loop in
 * JavaScript) so that the large variant writes a million entries in minutes:
 *
 * - `demo`: every developer's working days of the last four months, 1 to 3 entries a day; most
 *   days make 8 hours, some fall short, some run over (flagged overtime); older entries are
 *   mostly approved, a few rejected with feedback, recent ones mostly waiting; a quarter of the
 *   projects take entries only from their first entry's day (min_te_date); no entry precedes its
 *   project's start date. Project 10417 and
 *   the vacation project come with the projects (seed.ts).
 * - `large` (benchmarks): 188 more developers (about 200 in all) with projects and activity
 *   types, two years, 9 to 11 entries a day: more than 1,000,000 entries; `factor` multiplies
 *   the extra developers (10: about 10,000,000 entries). INSERT ... SELECT generates them in
 *   the database (no row crosses the wire), four statements side by side on PostgreSQL, and the
 *   summary's trigger sums each statement's entries once.
 *
 * Deterministic: hashtext of (user, day, slot) decides everything; dates are relative to `now`.
 * Today stays empty, so a developer's "New entry" starts a fresh day.
 */
import { type SQL, sql } from 'drizzle-orm';
import { MJN_EXEMPT_PROJECT_ID } from '@portal/shared/contract';
import { addDays, today as todayOf } from '../lib/dates';
import type { Db } from './client';
import { timesheetEntries } from './schema';
import { DEMO_USERS } from './seed-data';

export type TimesheetScale = 'demo' | 'large';

/** `parts`: the developers are split into that many statements, run side by side on PostgreSQL's connections. */
const SCALES = {
  demo: { days: 120, minPerDay: 1, maxPerDay: 3, extraDevelopers: 0, parts: 1 },
  large: { days: 730, minPerDay: 9, maxPerDay: 11, extraDevelopers: 188, parts: 4 },
} as const;

export const VACATION_PROJECT_TITLE = 'Vacation and days off';

const FEEDBACK = [
  'Please log this under the right activity.',
  'Too many hours for this task, please check.',
  'Wrong project: this belongs to the maintenance project.',
  'Add a short description of what was done.',
];
const DETAILS = [
  'Implementation',
  'Code review',
  'Client call',
  'Bug fixing',
  'Design review',
  'Stand-up and planning',
  'Documentation',
  'Testing',
];

const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

/** More developers for the large seed, each on six projects with three activity types. */
async function seedExtraDevelopers(db: Db, count: number): Promise<void> {
  if (count === 0) return;
  await db.execute(sql`insert into users (name, email, password_hash, role, sex)
    select 'Developer ' || lpad(n::text, 3, '0'), 'developer' || n || '@agency.test',
           (select password_hash from users where id = ${DEMO_USERS.dev.id}), 4, case when n % 2 = 0 then 'female' else 'male' end
    from generate_series(1, ${count}) n`);
  await assignToNewDevelopers(
    db,
    sql`project_users (user_id, project_id)`,
    sql`select id from projects where not is_vacation`,
    6,
    'project',
  );
  await assignToNewDevelopers(
    db,
    sql`user_activity_types (user_id, activity_type_id)`,
    sql`select id from activity_types where not disabled`,
    3,
    'activity',
  );
}

/** Gives every large-seed developer `per` rows of `choices` (picked by hashtext), into `target` (user column first). */
async function assignToNewDevelopers(db: Db, target: SQL, choices: SQL, per: number, salt: string): Promise<void> {
  await db.execute(sql`with choice as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from (${choices}) c)
    insert into ${target}
    select u.id, ch.id from users u cross join generate_series(1, ${per}) k
    join choice ch on ch.n = abs(hashtext(u.id || ':' || ${salt} || ':' || k)) % ch.total
    where u.email like 'developer%@agency.test'
    on conflict do nothing`);
}

type Scale = { days: number; minPerDay: number; maxPerDay: number; extraDevelopers: number; parts: number };

async function seedEntries(db: Db, now: Date, scale: Scale): Promise<void> {
  await Promise.all(Array.from({ length: scale.parts }, (_, part) => seedEntriesPart(db, now, scale, part)));
  // A quarter of the projects take entries only from their first entry's day on.
  await db.execute(sql`update projects p set min_te_date = coalesce((select min(te.manual_date) from timesheet_entries te where te.project_id = p.id), p.start_date)
    where p.id % 4 = 0 and not p.is_vacation and p.id <> ${MJN_EXEMPT_PROJECT_ID}`);
}

/** The entries of the developers whose id leaves `part` over `scale.parts`. */
async function seedEntriesPart(db: Db, now: Date, scale: Scale, part: number): Promise<void> {
  const today = todayOf(now);
  const from = addDays(today, -scale.days);
  const yesterday = addDays(today, -1);
  const spread = scale.maxPerDay - scale.minPerDay + 1;
  await db.execute(sql`
    insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours, unit_cost, extra_request, overtime,
      qa_issue, details, mjn, approval_state, approve_feedback, approved_by, approved_at, created_at, updated_at)
    select p.id, d.user_id, a.id, d.day, slot.hours,
      case when a.rate ~ '^\\s*\\d+(\\.\\d+)?\\s*$' then trim(a.rate)::numeric else 0 end,
      slot.h % 17 = 0, d.total > 8 and slot.s = d.k, slot.h % 29 = 0,
      (${textArray(DETAILS)})[1 + slot.h % ${DETAILS.length}],
      case when p.type_id = 2 and p.id <> ${MJN_EXEMPT_PROJECT_ID} then coalesce(p.mjn, 'MJN-' || p.id) end,
      slot.state,
      case when slot.state = 2 then (${textArray(FEEDBACK)})[1 + slot.h % ${FEEDBACK.length}] end,
      case when slot.state <> 0 then p.owner_id end,
      case when slot.state <> 0 then least(d.day + interval '3 days 10 hours', ${now.toISOString()}::timestamptz) end,
      d.day + interval '17 hours', d.day + interval '17 hours'
    from (
      select u.id as user_id, day::date as day, up.projects, ua.activities,
        ${scale.minPerDay} + abs(hashtext(u.id || ':' || day::date)) % ${spread} as k,
        (array[8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 6, 7.5, 5.5, 10, 9.5, 8, 8])[1 + abs(hashtext(day::date || ':' || u.id)) % 20]::numeric as total
      from users u
      join lateral (select array_agg(x.activity_type_id order by x.activity_type_id) as activities from user_activity_types x
                    join activity_types t on t.id = x.activity_type_id and not t.disabled where x.user_id = u.id) ua on ua.activities is not null
      cross join generate_series(${from}::date, ${yesterday}::date, interval '1 day') day
      -- Only projects that had started that day: an entry is never dated before its project's start.
      join lateral (select array_agg(pu.project_id order by pu.project_id) as projects from project_users pu
                    join projects pr on pr.id = pu.project_id and not pr.is_vacation and pr.start_date <= day::date
                    where pu.user_id = u.id) up on up.projects is not null
      where u.role = 4 and not u.disabled and u.id % ${scale.parts} = ${part} and extract(isodow from day) < 6
    ) d
    cross join lateral (
      select s, abs(hashtext(d.user_id || ':' || d.day || ':' || s)) as h,
        case when s < d.k then round(d.total / d.k * 4) / 4 else d.total - (d.k - 1) * (round(d.total / d.k * 4) / 4) end as hours,
        case
          when ${today}::date - d.day > 14 then case when abs(hashtext(d.user_id || ':' || d.day || ':' || s)) % 100 < 4 then 2
                                                    when abs(hashtext(d.user_id || ':' || d.day || ':' || s)) % 100 < 12 then 0 else 1 end
          else case when abs(hashtext(d.user_id || ':' || d.day || ':' || s)) % 100 < 5 then 2
                    when abs(hashtext(d.user_id || ':' || d.day || ':' || s)) % 100 < 25 then 1 else 0 end
        end::smallint as state
      from generate_series(1, d.k) s
    ) slot
    join projects p on p.id = d.projects[1 + slot.h % cardinality(d.projects)]
    join activity_types a on a.id = d.activities[1 + (slot.h / 7) % cardinality(d.activities)]`);
}

export async function seedTimesheet(db: Db, options: { now?: Date; scale?: TimesheetScale; factor?: number } = {}): Promise<void> {
  if ((await db.$count(timesheetEntries)) > 0) return;
  const base = SCALES[options.scale ?? 'demo'];
  const scale = { ...base, extraDevelopers: base.extraDevelopers * (options.factor ?? 1) };
  await seedExtraDevelopers(db, scale.extraDevelopers);
  await seedEntries(db, options.now ?? new Date(), scale);
  await db.execute(sql`analyze timesheet_entries`);
}
