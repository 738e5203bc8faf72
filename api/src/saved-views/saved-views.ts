/**
 * Saved views (issue 32): a user's named filters per list. Every read and write is scoped to
 * the caller's id, so another user's view is "not found", never shown or deleted. Saving a name
 * the user already has on that list replaces its filters (the menu's "Save view" over an old
 * view updates it); a new name past SAVED_VIEWS_PER_LIST is refused. The count and the insert
 * run under a lock on the user's row, so two saves at once cannot pass the limit together.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { SAVED_VIEWS_PER_LIST, type SavedView, type SavedViewInput } from '@portal/shared/contract';
import type { AppContext } from '../app-context';
import { savedViews, users } from '../db/schema';
import { fieldError, notFound } from '../http/errors';
import { toIsoDateTime } from '../lib/dates';

export const SAVED_VIEW_MESSAGES = {
  tooMany: `You can keep at most ${SAVED_VIEWS_PER_LIST} views of one list: delete one first.`,
  saved: (name: string) => `The view "${name}" has been saved.`,
  deleted: 'The view has been deleted.',
  notFound: 'No such view.',
} as const;

type SavedViewRow = typeof savedViews.$inferSelect;

const answerOf = (row: SavedViewRow): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  filters: row.filters as SavedView['filters'],
  created_at: toIsoDateTime(row.createdAt),
});

/** The caller's views of one list, by name. */
export async function savedViewsOf(ctx: AppContext, userId: number, list: string): Promise<SavedView[]> {
  const rows = await ctx.db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map(answerOf);
}

/** Saves the view, or replaces the filters of the caller's view of that name on that list. */
export async function saveView(ctx: AppContext, userId: number, input: SavedViewInput): Promise<SavedView> {
  const name = input.name.trim();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = and(eq(savedViews.userId, userId), eq(savedViews.list, input.list));
    const [existing] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(mine, eq(savedViews.name, name)));
    if (!existing) {
      const [{ kept }] = await tx.select({ kept: count() }).from(savedViews).where(mine);
      if (kept >= SAVED_VIEWS_PER_LIST) throw fieldError('name', SAVED_VIEW_MESSAGES.tooMany);
    }
    const [row] = await tx
      .insert(savedViews)
      .values({ userId, list: input.list, name, filters: input.filters })
      .onConflictDoUpdate({ target: [savedViews.userId, savedViews.list, savedViews.name], set: { filters: input.filters } })
      .returning();
    return answerOf(row);
  });
}

/** Deletes one of the caller's views; anyone else's id is not found. */
export async function deleteView(ctx: AppContext, userId: number, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  if (deleted.length === 0) throw notFound(SAVED_VIEW_MESSAGES.notFound);
}
