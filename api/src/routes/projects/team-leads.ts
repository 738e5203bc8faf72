/**
 * GET /api/team-leads: the users who may be named team leads of a project (flagged team lead
 * in the developers configuration, not disabled), by name. Signed-in users except IT users.
 */
import { and, asc, eq } from 'drizzle-orm';
import { TeamLeadsResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { requireProjectsArea } from './access';

export function teamLeadsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/team-leads',
    { schema: { tags: ['Projects'], response: { 200: TeamLeadsResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireProjectsArea(currentUser(request));
      const rows = await ctx.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.isTeamlead, true), eq(users.disabled, false)))
        .orderBy(asc(users.name), asc(users.id));
      return { data: { users: rows } };
    },
  );
}
