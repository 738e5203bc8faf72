/**
 * GET /api/activity-types-by-project-user/:projectId: the activity types the caller works in
 * on a project (src/projects/project-activity-types.ts), for the timesheet entry form and the
 * cost estimate lines. 404 for an unknown project, 403 for one the caller may not see.
 */
import { Type } from 'typebox';
import { Id, ProjectActivityTypesResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { forbidden, notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { projectActivityTypes } from '../../projects/project-activity-types';
import { isProjectVisible } from '../../projects/visibility';
import { requireProjectsArea } from './access';
import { projectExists } from './project';

export function activityTypesByProjectUserRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Projects'],
    params: Type.Object({ projectId: Id() }),
    response: { 200: ProjectActivityTypesResponseSchema, ...errorAnswers },
  };
  app.get('/activity-types-by-project-user/:projectId', { schema }, async (request) => {
    const user = currentUser(request);
    requireProjectsArea(user);
    const { projectId } = request.params;
    if (!(await isProjectVisible(ctx.db, user, projectId))) throw (await projectExists(ctx, projectId)) ? forbidden() : notFound();
    return { data: await projectActivityTypes(ctx.db, projectId, user) };
  });
}
