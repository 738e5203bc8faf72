/**
 * The cost estimate form's lists (document 2, section 7), for finance users (403 otherwise):
 * GET cost-estimate-item-types (hour, piece, percent discount), GET cost-estimate-statuses
 * and GET job-numbers/load-by-project/{projectId} (404 for an unknown project).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CostEstimateItemTypesResponse, CostEstimateStatusesResponse, ProjectJobNumbersResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { loadFinanceProject, requireFinance } from '../../finance/finance-access';
import { routeId } from '../projects/project';

export function costEstimateLookupsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/cost-estimate-item-types', async (request) => {
    requireFinance(currentUser(request));
    const rows = await queryRows<CostEstimateItemTypesResponse['data'][number]>(
      ctx.db,
      sql`select id, name, unit from cost_estimate_item_types order by id`,
    );
    return { data: rows } satisfies CostEstimateItemTypesResponse;
  });

  app.get('/cost-estimate-statuses', async (request) => {
    requireFinance(currentUser(request));
    const rows = await queryRows<CostEstimateStatusesResponse['data'][number]>(
      ctx.db,
      sql`select id, name from cost_estimate_statuses order by id`,
    );
    return { data: rows } satisfies CostEstimateStatusesResponse;
  });

  app.get<{ Params: { projectId: string } }>('/job-numbers/load-by-project/:projectId', async (request) => {
    requireFinance(currentUser(request));
    const project = await loadFinanceProject(ctx, routeId(request.params.projectId));
    const rows = await queryRows<ProjectJobNumbersResponse['data'][number]>(
      ctx.db,
      sql`select j.id, j.name from project_job_numbers pj join job_numbers j on j.id = pj.job_number_id
          where pj.project_id = ${project.id} order by j.name, j.id`,
    );
    return { data: rows } satisfies ProjectJobNumbersResponse;
  });
}
