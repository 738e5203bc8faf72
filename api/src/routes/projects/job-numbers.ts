/**
 * GET /api/job-numbers/load-all?project_status: the job numbers of the projects the caller
 * may see, of that status when given (0 or empty: every status), by name (the list's job
 * numbers filter and the project form's tags). Signed-in users except IT users.
 */
import { and, asc, eq, exists, type SQL } from 'drizzle-orm';
import { JobNumbersLoadAllQuerySchema, JobNumbersLoadAllResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { jobNumbers, projectJobNumbers } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { visibleProjects, visibleProjectsCondition } from '../../projects/visibility';
import { requireProjectsArea } from './access';

export function jobNumbersRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/job-numbers/load-all',
    {
      schema: {
        tags: ['Projects'],
        querystring: JobNumbersLoadAllQuerySchema,
        response: { 200: JobNumbersLoadAllResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireProjectsArea(user);
      const status = request.query.project_status || 0;
      const p = visibleProjects;
      const conditions: SQL[] = [eq(projectJobNumbers.jobNumberId, jobNumbers.id), visibleProjectsCondition(user)];
      if (status) conditions.push(eq(p.statusId, status));
      const data = await ctx.db
        .select({ id: jobNumbers.id, name: jobNumbers.name })
        .from(jobNumbers)
        .where(
          exists(
            ctx.db
              .select({ one: projectJobNumbers.projectId })
              .from(projectJobNumbers)
              .innerJoin(p, eq(p.id, projectJobNumbers.projectId))
              .where(and(...conditions)),
          ),
        )
        .orderBy(asc(jobNumbers.name), asc(jobNumbers.id));
      return { data };
    },
  );
}
