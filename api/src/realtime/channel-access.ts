/**
 * Which real-time channel a signed-in user may join, by the same rules that guard the calls the
 * channel's events stand for (docs/roles.md): the lookups everyone loads; every timesheet entry
 * only for full project managers, who read them all; a user's channel (their own entries and
 * those of the projects they lead) for that user only; a project's channel for the users who see
 * the project in the projects area.
 */
import { canSeeProjects, isFullProjectManager } from '@portal/shared/access';
import { parseRealtimeChannel } from '@portal/shared/contract';
import type { AppContext } from '../app-context';
import { isProjectVisible } from '../projects/visibility';
import type { AuthUser } from '../users/auth-user';

export async function mayJoinChannel(ctx: AppContext, user: AuthUser, name: string): Promise<boolean> {
  const channel = parseRealtimeChannel(name);
  switch (channel?.audience) {
    case 'lookups':
      return true;
    case 'timesheet':
      return isFullProjectManager(user.access);
    case 'user':
      return channel.userId === user.id;
    case 'project': {
      if (!canSeeProjects(user.access)) return false;
      return isProjectVisible(ctx.db, user, channel.projectId);
    }
    default:
      return false;
  }
}
