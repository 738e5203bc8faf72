/**
 * GET /api/team-leads: the users who may be named team leads of a project (flagged team lead
 * in the developers configuration, not disabled), by name. Signed-in users except IT users.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TeamLeadsResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { users } from '../../db/schema';
import { requireProjectsArea } from './access';

export function teamLeadsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/team-leads', async (request) => {
    requireProjectsArea(currentUser(request));
    const rows = await ctx.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.isTeamlead, true), eq(users.disabled, false)))
      .orderBy(asc(users.name), asc(users.id));
    const body: TeamLeadsResponse = { data: { users: rows } };
    return body;
  });
}
