/**
 * The shared lookups (users, clients, brands) that the portal keeps in its store: answered by
 * login and update-user-store, refreshed on the real-time events users-update, clients-update
 * and brands-update.
 */
import { asc, eq } from 'drizzle-orm';
import type { BrandLookup, ClientLookup, SharedLookups, UserLookup } from '@portal/shared/contract';
import type { Db } from '../db/client';
import { brandBusinessUnits, brands, businessUnits, clients, users } from '../db/schema';
import { avatarUrl } from '../uploads/avatar-store';
import type { UserRow } from './auth-user';

export type LookupSection = keyof SharedLookups;
export const LOOKUP_SECTIONS: readonly LookupSection[] = ['users', 'clients', 'brands'];

export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isLimitedPm: users.isLimitedPm,
  disabled: users.disabled,
  hasApproval: users.hasApproval,
  sex: users.sex,
  avatar: users.avatar,
  settings: users.settings,
};

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function loadUsers(db: Db, publicApiUrl: string): Promise<UserLookup[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      disabled: users.disabled,
      is_limited_pm: users.isLimitedPm,
      avatar: users.avatar,
      sex: users.sex,
    })
    .from(users)
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, sex: row.sex ?? null, avatar: avatarUrl(publicApiUrl, row.avatar) }));
}

export async function loadClients(db: Db): Promise<ClientLookup[]> {
  return db
    .select({ id: clients.id, name: clients.name, disabled: clients.disabled })
    .from(clients)
    .orderBy(asc(clients.name), asc(clients.id));
}

/** The brands by name, each with its business units by name (two queries: brands, then their units). */
export async function loadBrands(db: Db): Promise<BrandLookup[]> {
  const [rows, units] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name), asc(brands.id)),
    db
      .select({ brandId: brandBusinessUnits.brandId, id: businessUnits.id, name: businessUnits.name })
      .from(brandBusinessUnits)
      .innerJoin(businessUnits, eq(businessUnits.id, brandBusinessUnits.businessUnitId))
      .orderBy(asc(businessUnits.name), asc(businessUnits.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    business_units: units.filter((unit) => unit.brandId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function loadLookups(
  db: Db,
  publicApiUrl: string,
  sections: readonly LookupSection[] = LOOKUP_SECTIONS,
): Promise<Partial<SharedLookups>> {
  const result: Partial<SharedLookups> = {};
  if (sections.includes('users')) result.users = await loadUsers(db, publicApiUrl);
  if (sections.includes('clients')) result.clients = await loadClients(db);
  if (sections.includes('brands')) result.brands = await loadBrands(db);
  return result;
}
