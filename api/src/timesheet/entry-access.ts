/**
 * Who may read and change which timesheet entry. Reading: the entry's developer, full project
 * managers and the project's team leads. Changing: its author (a developer or a full PM, canLogTime) only, while the
 * project is active and the entry not approved (docs/roles.md, "The timesheet area").
 */
import { eq } from 'drizzle-orm';
import { canKeepTimesheetAndWorkingPlaces, canLogTime, isFullProjectManager } from '@portal/shared/access';
import { TIMESHEET_CHANNEL, TIMESHEET_EVENT, userChannel, type TimesheetEntry, type TimesheetEventData } from '@portal/shared/contract';
import type { AppContext } from '../app-context';
import { requireAccess } from '../auth/require-access';
import { projects, timesheetEntries } from '../db/schema';
import { forbidden, notFound, ValidationError } from '../http/errors';
import type { AuthUser } from '../users/auth-user';
import { p, selectEntries, te, toEntry } from './entry-query';
import { ENTRY_MESSAGES, type SaveProject } from './entry-rules';

export const APPROVED_ENTRY_MESSAGE = 'An approved entry can no longer be changed.';
export const JUST_DECIDED_MESSAGE = 'This entry has just been decided.';

/** The timesheet pages: neither limited PMs nor IT users. */
export function requireTimesheetArea(user: AuthUser): void {
  requireAccess(user, canKeepTimesheetAndWorkingPlaces);
}

/** Logging time: developers and full project managers, each their own (canLogTime). */
export function requireTimeLogger(user: AuthUser): void {
  requireTimesheetArea(user);
  requireAccess(user, canLogTime);
}

/** An entry with its project's team leads, who may read it and are told of its changes. */
export type EntryWithLeads = { entry: TimesheetEntry; teamleadIds: number[] };

/** One entry as the caller may read it, with its project's team leads: 404 when it does not exist, 403 when it is not theirs to see. */
async function readableEntryWithLeads(ctx: AppContext, user: AuthUser, id: number): Promise<EntryWithLeads> {
  const [row] = await selectEntries(ctx.db, user, { teamlead_ids: p.teamleadIds }).where(eq(te.id, id));
  if (!row) throw notFound();
  const entry = toEntry(row, row);
  const teamleadIds = row.teamlead_ids.map(Number);
  if (entry.user_id !== user.id && !isFullProjectManager(user.access) && !teamleadIds.includes(user.id)) throw forbidden();
  return { entry, teamleadIds };
}

/** A created or edited entry's row, as its write returns it (savedEntryColumns in entry-values.ts). */
type SavedRow = Omit<Parameters<typeof toEntry>[0], 'user_name' | 'activity_name' | 'editable' | 'locked'>;

/**
 * The entry a create or an edit just wrote, as readableEntryWithLeads would read it, from the
 * row its write returned and what checkSave read: no read after the write, which took a fifth
 * of a save. Having passed checkSave, the entry is its author's to change (a time logger's, on
 * an active project, waiting for a decision) and outside the locked period.
 */
export function savedEntry(user: AuthUser, row: SavedRow, project: SaveProject): EntryWithLeads {
  const entry = toEntry({ ...row, user_name: user.name, activity_name: project.activity_name, editable: true, locked: false }, project);
  return { entry, teamleadIds: project.teamlead_ids.map(Number) };
}

/** One entry as the caller may read it (readableEntryWithLeads without the team leads). */
export async function readableEntry(ctx: AppContext, user: AuthUser, id: number): Promise<TimesheetEntry> {
  return (await readableEntryWithLeads(ctx, user, id)).entry;
}

/** An entry the caller may change: their own (403 otherwise), on an active project and not approved (422). */
export async function changeableEntry(ctx: AppContext, user: AuthUser, id: number): Promise<EntryWithLeads> {
  const found = await readableEntryWithLeads(ctx, user, id);
  const { entry } = found;
  if (entry.user_id !== user.id) throw forbidden();
  if (entry.project_inactive) throw new ValidationError({ project_id: [ENTRY_MESSAGES.projectInactive] });
  if (entry.approval_state === 1) throw new ValidationError({ approval_state: [APPROVED_ENTRY_MESSAGE] });
  return found;
}

/**
 * An edit or delete changes the entry only in the approval state it checked (the update's
 * condition); when nothing matched, a decision (or another change) came first: 404 when the
 * entry is gone, otherwise 422.
 */
export async function refuseChangedEntry(ctx: AppContext, id: number): Promise<never> {
  const [row] = await ctx.db.select({ id: timesheetEntries.id }).from(timesheetEntries).where(eq(timesheetEntries.id, id));
  if (!row) throw notFound();
  throw new ValidationError({ approval_state: [JUST_DECIDED_MESSAGE] });
}

/**
 * Tells open weeks, approval lists and project panels that an entry changed: on the channel of
 * the full project managers and on those of the readers readableEntry lets in, the entry's
 * developer and the project's team leads (read here unless the caller has them), in one publish.
 */
export async function publishEntryChange(
  ctx: AppContext,
  entry: Pick<TimesheetEntry, 'id' | 'user_id' | 'project_id'>,
  teamleadIds?: readonly number[],
): Promise<void> {
  const data: TimesheetEventData = { entryId: entry.id, userId: entry.user_id, projectId: entry.project_id };
  const leads = teamleadIds ?? (await projectTeamleads(ctx, entry.project_id));
  const readers = new Set([entry.user_id, ...leads]);
  await ctx.publisher.publish([TIMESHEET_CHANNEL, ...[...readers].map(userChannel)], TIMESHEET_EVENT, data);
}

async function projectTeamleads(ctx: AppContext, projectId: number): Promise<number[]> {
  const [project] = await ctx.db.select({ teamleadIds: projects.teamleadIds }).from(projects).where(eq(projects.id, projectId));
  return (project?.teamleadIds ?? []).map(Number);
}
