/**
 * The cost estimate form's lists (document 2, section 7), for finance users (403 otherwise):
 * GET cost-estimate-item-types (hour, piece, percent discount), GET cost-estimate-statuses
 * and GET job-numbers/load-by-project/{projectId} (404 for an unknown project).
 */
import { asc, eq } from 'drizzle-orm';
import type { CostEstimateItemTypeId, CostEstimateStatusId } from '@portal/shared/contract';
import {
  CostEstimateItemTypesResponseSchema,
  CostEstimateStatusesResponseSchema,
  FinanceProjectParams,
  ProjectJobNumbersResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { costEstimateItemTypes, costEstimateStatuses, jobNumbers, projectJobNumbers } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { loadFinanceProject, requireFinance } from '../../finance/finance-access';

const tags = ['Cost estimates'];

export function costEstimateLookupsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/cost-estimate-item-types',
    { schema: { tags, response: { 200: CostEstimateItemTypesResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireFinance(currentUser(request));
      const rows = await ctx.db
        .select({ id: costEstimateItemTypes.id, name: costEstimateItemTypes.name, unit: costEstimateItemTypes.unit })
        .from(costEstimateItemTypes)
        .orderBy(asc(costEstimateItemTypes.id));
      // The table holds the three types the schema names (seeded with the database).
      return { data: rows.map((row) => ({ ...row, id: row.id as CostEstimateItemTypeId })) };
    },
  );

  app.get(
    '/cost-estimate-statuses',
    { schema: { tags, response: { 200: CostEstimateStatusesResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireFinance(currentUser(request));
      const rows = await ctx.db
        .select({ id: costEstimateStatuses.id, name: costEstimateStatuses.name })
        .from(costEstimateStatuses)
        .orderBy(asc(costEstimateStatuses.id));
      return { data: rows.map((row) => ({ ...row, id: row.id as CostEstimateStatusId })) };
    },
  );

  app.get(
    '/job-numbers/load-by-project/:projectId',
    { schema: { tags, params: FinanceProjectParams, response: { 200: ProjectJobNumbersResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireFinance(currentUser(request));
      const project = await loadFinanceProject(ctx, request.params.projectId);
      const rows = await ctx.db
        .select({ id: jobNumbers.id, name: jobNumbers.name })
        .from(projectJobNumbers)
        .innerJoin(jobNumbers, eq(jobNumbers.id, projectJobNumbers.jobNumberId))
        .where(eq(projectJobNumbers.projectId, project.id))
        .orderBy(asc(jobNumbers.name), asc(jobNumbers.id));
      return { data: rows };
    },
  );
}
