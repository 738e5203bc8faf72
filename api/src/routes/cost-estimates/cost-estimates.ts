/**
 * The cost estimates of a project (document 2, sections 2, 4 and 7), for project managers who
 * are not limited PMs (403 otherwise; 404 for an unknown project or estimate):
 * - GET cost-estimates/{projectId}: the panel's rows and every line as the summary's items;
 * - GET cost-estimate/{id}: one estimate with its lines (the form's edit);
 * - POST cost-estimates, PUT cost-estimates/{id}: header, job numbers and, when sent, the lines,
 *   in one transaction (src/finance/save-cost-estimate.ts);
 * - POST cost-estimate-lines/{ceId}: replaces the lines and recomputes the value;
 * - DELETE cost-estimates/{id}: refused (422) while one of its purchase orders is invoiced or
 *   has issued documents (src/finance/issued-documents-guard.ts);
 * - POST cost-estimates/move-to-parent-project/{id}: 422 when the project has no parent.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CostEstimateActionResponse,
  CostEstimateResponse,
  CostEstimatesResponse,
  SaveCostEstimateLinesResponse,
  SaveCostEstimateResponse,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows, type Db } from '../../db/client';
import { costEstimates } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { asInput, integer, required, toInteger, validate } from '../../http/validation';
import { estimateSnapshot, recordEstimate, recordEstimateMove } from '../../finance/cost-estimate-audit';
import { costEstimateItems, costEstimateLines, costEstimateRows } from '../../finance/cost-estimate-queries';
import { loadFinanceProject, requireFinance } from '../../finance/finance-access';
import { refuseRemovalWithDocuments } from '../../finance/issued-documents-guard';
import { replaceLines, validateHeader, validateLines, writeCostEstimate } from '../../finance/save-cost-estimate';
import { routeId } from '../projects/project';

type IdParams = { Params: { id: string } };

/** The stored estimate's project, or 404. */
export async function costEstimateProject(ctx: AppContext, id: number): Promise<{ project_id: number; parent_id: number | null }> {
  const [row] = await queryRows<{ project_id: number; parent_id: number | null }>(
    ctx.db,
    sql`select ce.project_id, p.parent_id from cost_estimates ce join projects p on p.id = ce.project_id where ce.id = ${id}`,
  );
  if (!row) throw notFound();
  return row;
}

export function costEstimatesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { projectId: string } }>('/cost-estimates/:projectId', async (request) => {
    requireFinance(currentUser(request));
    const project = await loadFinanceProject(ctx, routeId(request.params.projectId));
    const [rows, items] = await Promise.all([
      costEstimateRows(ctx.db, sql`ce.project_id = ${project.id}`),
      costEstimateItems(ctx.db, project.id),
    ]);
    return { data: { cost_estimates: rows, cost_estimate_items: items } } satisfies CostEstimatesResponse;
  });

  app.get<IdParams>('/cost-estimate/:id', async (request) => {
    requireFinance(currentUser(request));
    const id = routeId(request.params.id);
    const [estimate] = await costEstimateRows(ctx.db, sql`ce.id = ${id}`);
    if (!estimate) throw notFound();
    return { data: { ...estimate, CostEstimateLines: await costEstimateLines(ctx.db, id) } } satisfies CostEstimateResponse;
  });

  app.post('/cost-estimates', { config: { idempotent: true } }, async (request, reply) => {
    const user = currentUser(request);
    requireFinance(user);
    const input = validate(request.body, { project_id: [required(), integer()] });
    const projectId = toInteger(input.project_id)!;
    const [project] = await queryRows(ctx.db, sql`select 1 from projects where id = ${projectId}`);
    if (!project) throw fieldError('project_id', 'The selected project id is invalid.');
    const header = await validateHeader(ctx, input, projectId);
    const lines = input.lines === undefined ? undefined : await validateLines(ctx, input.lines);
    const saved = await writeCostEstimate(ctx, null, header, lines, user.id);
    return reply.code(201).send({ data: saved, message: 'Cost estimate has been saved.' } satisfies SaveCostEstimateResponse);
  });

  app.put<IdParams>('/cost-estimates/:id', async (request) => {
    requireFinance(currentUser(request));
    const id = routeId(request.params.id);
    const { project_id: projectId } = await costEstimateProject(ctx, id);
    const input = asInput(request.body);
    const header = await validateHeader(ctx, input, projectId, id);
    const lines = input.lines === undefined ? undefined : await validateLines(ctx, input.lines, id);
    const saved = await writeCostEstimate(ctx, id, header, lines, currentUser(request).id);
    return { data: saved, message: 'Cost estimate has been saved.' } satisfies SaveCostEstimateResponse;
  });

  app.post<{ Params: { ceId: string } }>('/cost-estimate-lines/:ceId', async (request) => {
    const user = currentUser(request);
    requireFinance(user);
    const id = routeId(request.params.ceId);
    await costEstimateProject(ctx, id);
    const lines = await validateLines(ctx, asInput(request.body).lines, id);
    const value = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = await estimateSnapshot(tx, id);
      const replaced = await replaceLines(tx, id, lines);
      await recordEstimate(tx, user.id, 'changed', before, await estimateSnapshot(tx, id));
      return replaced;
    });
    return { data: { id, value }, message: 'Cost estimate has been saved.' } satisfies SaveCostEstimateLinesResponse;
  });

  app.delete<IdParams>('/cost-estimates/:id', async (request) => {
    const user = currentUser(request);
    requireFinance(user);
    const id = routeId(request.params.id);
    await costEstimateProject(ctx, id);
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await refuseRemovalWithDocuments(tx, id);
      const before = await estimateSnapshot(tx, id);
      if (before) await recordEstimate(tx, user.id, 'deleted', before, null);
      await tx.delete(costEstimates).where(eq(costEstimates.id, id));
    });
    return { message: 'Cost estimate has been removed.' } satisfies CostEstimateActionResponse;
  });

  app.post<IdParams>('/cost-estimates/move-to-parent-project/:id', async (request) => {
    const user = currentUser(request);
    requireFinance(user);
    const id = routeId(request.params.id);
    const { project_id: projectId, parent_id: parentId } = await costEstimateProject(ctx, id);
    if (parentId === null) throw fieldError('project_id', "Current project doesn't have a parent project");
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.update(costEstimates).set({ projectId: parentId }).where(eq(costEstimates.id, id));
      await recordEstimateMove(tx, user.id, id, projectId, parentId);
    });
    return { message: 'Cost estimate has been moved to parent project.' } satisfies CostEstimateActionResponse;
  });
}
