/**
 * The configuration area's demo data (document 3): activity types (some in USD, some
 * disabled), locations, client and IDG units, expense categories, the developers' activity
 * types and project categories, phones and locations of the seeded users, and a few
 * wildcards. Deterministic (fixed ids, dates relative to the day of seeding) and idempotent:
 * nothing happens once activity types exist. Called by seedDatabase after the users exist.
 */
import { sql } from 'drizzle-orm';
import { addDays, today as todayOf } from '../lib/dates';
import type { Db } from './client';
import {
  activityTypes,
  clientUnits,
  expenseCategories,
  idgUnits,
  locations,
  userActivityTypes,
  userProjectCategories,
  users,
  wildcards,
} from './schema';
import { DEVELOPER_IDS, SEED_CATEGORIES, SEED_USERS } from './seed-data';

const withIds = <T extends object>(rows: T[]) => rows.map((row, i) => ({ id: i + 1, ...row }));

export const SEED_LOCATIONS = withIds([{ name: 'Bucharest office' }, { name: 'Cluj-Napoca office' }, { name: 'Remote' }]);

/** [name, rate, usd_currency, disabled] */
export const SEED_ACTIVITY_TYPES = withIds(
  (
    [
      ['Project Management', '45', false, false],
      ['Front-end Development', '35', false, false],
      ['Back-end Development', '38', false, false],
      ['Mobile Development', '40', false, false],
      ['QA Testing', '25', false, false],
      ['UX Design', '35', false, false],
      ['UI Design', '35', false, false],
      ['Art Direction', '50', false, false],
      ['Copywriting', '30', false, false],
      ['Motion Design', '40', false, false],
      ['3D Modelling', '45', false, false],
      ['Video Editing', '35', false, false],
      ['Photography', '40', false, false],
      ['Retouching', '25', false, false],
      ['DTP', '20', false, false],
      ['Localisation', '22', false, false],
      ['SEO', '30', false, false],
      ['Social Media Management', '28', false, false],
      ['Content Entry', '15', false, false],
      ['DevOps', '42', false, false],
      ['Consultancy', '60', true, false],
      ['Offshore Development', '32', true, false],
      ['Internal Meetings', null, false, false],
      ['Flash Development', '30', false, true],
      ['Legacy CMS Support', '20', false, true],
    ] as const
  ).map(([name, rate, usdCurrency, disabled]) => ({ name, rate, usdCurrency, disabled })),
);

export const SEED_CLIENT_UNITS = withIds(
  [
    ['Hogarth Worldwide London', 'Hogarth Worldwide Ltd'],
    ['Hogarth Worldwide Bucharest', 'Hogarth Worldwide SRL'],
    ['Hogarth New York', 'Hogarth Worldwide Inc'],
    ['Nordic Foods Stockholm', 'Nordic Foods AB'],
    ['Alpine Motors Munich', 'Alpine Motors GmbH'],
    ['Alpine Motors Vienna', 'Alpine Motors Austria GmbH'],
    ['Bright Pharma Basel', 'Bright Pharma AG'],
    ['Bright Pharma Paris', 'Bright Pharma France SAS'],
    ['Urban Retail Madrid', 'Urban Retail SL'],
    ['Urban Retail Milan', 'Urban Retail Italia Srl'],
    ['Coastal Telecom Dublin', 'Coastal Telecom Ltd'],
    ['Coastal Telecom Warsaw', 'Coastal Telecom Polska sp. z o.o.'],
    ['Green Energy Amsterdam', 'Green Energy BV'],
    ['Summit Banking Zurich', 'Summit Banking AG'],
  ].map(([name, legalEntity]) => ({ name, legalEntity })),
);

export const SEED_IDG_UNITS = withIds(
  [
    ['Infodesign Bucharest', 'Infodesign Group SRL'],
    ['Infodesign Cluj', 'Infodesign Cluj SRL'],
    ['Infodesign Iasi', 'Infodesign Group SRL'],
    ['Infodesign London', 'Infodesign UK Ltd'],
    ['Infodesign Berlin', 'Infodesign Deutschland GmbH'],
    ['Infodesign Studio', 'Infodesign Studio SRL'],
    ['Infodesign Motion', 'Infodesign Studio SRL'],
    ['Infodesign Digital', 'Infodesign Digital SRL'],
    ['Infodesign Print', 'Infodesign Print SRL'],
    ['Infodesign Localisation', 'Infodesign Group SRL'],
    ['Infodesign Consulting', 'Infodesign Consulting SRL'],
    ['Infodesign Nearshore', 'Infodesign Nearshore SRL'],
  ].map(([name, legalEntity]) => ({ name, legalEntity })),
);

export const SEED_EXPENSE_CATEGORIES = withIds(
  [
    'Stock photography',
    'Fonts and licences',
    'Printing',
    'Courier',
    'Travel',
    'Accommodation',
    'Freelancers',
    'Translation',
    'Voice-over',
    'Music licensing',
    'Hosting',
    'Software subscriptions',
    'Equipment rental',
  ].map((title) => ({ title })),
);

/** Developers with wildcards: [user id, days ago]. */
const SEED_WILDCARDS: [number, number][] = [
  [2, 1],
  [10, 2],
  [12, 5],
  [3, 8],
  [20, 12],
  [26, 20],
];

export async function seedConfig(db: Db, options: { now?: Date } = {}): Promise<void> {
  if ((await db.$count(activityTypes)) > 0) return;
  const today = todayOf(options.now ?? new Date());
  const activeTypeIds = SEED_ACTIVITY_TYPES.filter((t) => !t.disabled).map((t) => t.id);

  await db.transaction(async (tx) => {
    await tx.insert(locations).values(SEED_LOCATIONS);
    await tx.insert(activityTypes).values(SEED_ACTIVITY_TYPES);
    await tx.insert(clientUnits).values(SEED_CLIENT_UNITS);
    await tx.insert(idgUnits).values(SEED_IDG_UNITS);
    await tx.insert(expenseCategories).values(SEED_EXPENSE_CATEGORIES);
    // Each developer works in two or three activity types and one or two project categories.
    await tx
      .insert(userActivityTypes)
      .values(
        DEVELOPER_IDS.flatMap((userId, i) =>
          [0, 3, 7].slice(0, 2 + (i % 2)).map((step) => ({ userId, activityTypeId: activeTypeIds[(i + step) % activeTypeIds.length] })),
        ),
      );
    await tx
      .insert(userProjectCategories)
      .values(
        DEVELOPER_IDS.flatMap((userId, i) =>
          [0, 5]
            .slice(0, 1 + (i % 2))
            .map((step) => ({ userId, projectCategoryId: SEED_CATEGORIES[(i * 3 + step) % SEED_CATEGORIES.length].id })),
        ),
      );
    for (const user of SEED_USERS) {
      await tx
        .update(users)
        .set({
          phone: `+40 7${String(20_000_000 + user.id * 7919).slice(0, 8)}`,
          locationId: SEED_LOCATIONS[user.id % SEED_LOCATIONS.length].id,
        })
        .where(sql`${users.id} = ${user.id}`);
    }
    await tx.insert(wildcards).values(SEED_WILDCARDS.map(([userId, daysAgo]) => ({ userId, wildcardDate: addDays(today, -daysAgo) })));
    for (const table of ['locations', 'activity_types', 'client_units', 'idg_units', 'expense_categories']) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`);
    }
  });
}
