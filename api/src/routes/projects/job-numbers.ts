/**
 * GET /api/job-numbers/load-all?project_status: the job numbers of the projects the caller
 * may see, of that status when given, by name (the list's job numbers filter and the
 * project form's tags). Signed-in users except IT users.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobNumber, JobNumbersLoadAllResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { integer, validate } from '../../http/validation';
import { visibleProjectsCondition } from '../../projects/visibility';
import { requireProjectsArea } from './access';

export function jobNumbersRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/job-numbers/load-all', async (request) => {
    const user = currentUser(request);
    requireProjectsArea(user);
    const input = validate(request.query, { project_status: [integer()] });
    const status = input.project_status === undefined || input.project_status === '' ? 0 : Number(input.project_status);
    const rows = await queryRows<JobNumber>(
      ctx.db,
      sql`select j.id, j.name from job_numbers j
          where exists (
            select 1 from project_job_numbers pj join projects p on p.id = pj.project_id
            where pj.job_number_id = j.id and ${visibleProjectsCondition(user)}
              ${status ? sql`and p.status_id = ${status}` : sql``})
          order by j.name, j.id`,
    );
    const body: JobNumbersLoadAllResponse = { data: rows.map((r) => ({ id: Number(r.id), name: r.name })) };
    return body;
  });
}
