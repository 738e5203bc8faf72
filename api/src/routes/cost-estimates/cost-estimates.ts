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
import {
  CeIdParams,
  CostEstimateResponseSchema,
  CostEstimatesResponseSchema,
  EditCostEstimateRequestSchema,
  FinanceProjectParams,
  IdParams,
  MessageSchema,
  SaveCostEstimateLinesRequestSchema,
  SaveCostEstimateLinesResponseSchema,
  SaveCostEstimateRequestSchema,
  SaveCostEstimateResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { costEstimates, projects } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { estimateSnapshot, recordEstimate, recordEstimateMove } from '../../finance/cost-estimate-audit';
import { costEstimateItems, costEstimateLines, costEstimateRows } from '../../finance/cost-estimate-queries';
import { loadFinanceProject, requireFinance } from '../../finance/finance-access';
import { refuseRemovalWithDocuments } from '../../finance/issued-documents-guard';
import { replaceLines, validateHeader, validateLines, writeCostEstimate } from '../../finance/save-cost-estimate';

const tags = ['Cost estimates'];
const SAVED = 'Cost estimate has been saved.';

/** The stored estimate's project, or 404. */
export async function costEstimateProject(ctx: AppContext, id: number): Promise<{ project_id: number; parent_id: number | null }> {
  const [row] = await ctx.db
    .select({ project_id: costEstimates.projectId, parent_id: projects.parentId })
    .from(costEstimates)
    .innerJoin(projects, eq(projects.id, costEstimates.projectId))
    .where(eq(costEstimates.id, id));
  if (!row) throw notFound();
  return row;
}

export function costEstimatesRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/cost-estimates/:projectId',
    { schema: { tags, params: FinanceProjectParams, response: { 200: CostEstimatesResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireFinance(currentUser(request));
      const project = await loadFinanceProject(ctx, request.params.projectId);
      const [rows, items] = await Promise.all([
        costEstimateRows(ctx.db, sql`ce.project_id = ${project.id}`),
        costEstimateItems(ctx.db, project.id),
      ]);
      return { data: { cost_estimates: rows, cost_estimate_items: items } };
    },
  );

  app.get(
    '/cost-estimate/:id',
    { schema: { tags, params: IdParams, response: { 200: CostEstimateResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireFinance(currentUser(request));
      const { id } = request.params;
      const [estimate] = await costEstimateRows(ctx.db, sql`ce.id = ${id}`);
      if (!estimate) throw notFound();
      return { data: { ...estimate, CostEstimateLines: await costEstimateLines(ctx.db, id) } };
    },
  );

  const saved = { 200: SaveCostEstimateResponseSchema, 201: SaveCostEstimateResponseSchema, ...errorAnswers };

  app.post(
    '/cost-estimates',
    { config: { idempotent: true }, schema: { tags, body: SaveCostEstimateRequestSchema, response: saved } },
    async (request, reply) => {
      const user = currentUser(request);
      requireFinance(user);
      const input = request.body;
      const [project] = await ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.id, input.project_id));
      if (!project) throw fieldError('project_id', 'The selected project id is invalid.');
      const header = await validateHeader(ctx, input, project.id);
      const lines = input.lines === undefined ? undefined : await validateLines(ctx, input.lines);
      const data = await writeCostEstimate(ctx, null, header, lines, user.id);
      return reply.code(201).send({ data, message: SAVED });
    },
  );

  app.put(
    '/cost-estimates/:id',
    { schema: { tags, params: IdParams, body: EditCostEstimateRequestSchema, response: saved } },
    async (request) => {
      requireFinance(currentUser(request));
      const { id } = request.params;
      const { project_id: projectId } = await costEstimateProject(ctx, id);
      const input = request.body;
      const header = await validateHeader(ctx, input, projectId, id);
      const lines = input.lines === undefined ? undefined : await validateLines(ctx, input.lines, id);
      const data = await writeCostEstimate(ctx, id, header, lines, currentUser(request).id);
      return { data, message: SAVED };
    },
  );

  app.post(
    '/cost-estimate-lines/:ceId',
    {
      schema: {
        tags,
        params: CeIdParams,
        body: SaveCostEstimateLinesRequestSchema,
        response: { 200: SaveCostEstimateLinesResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireFinance(user);
      const id = request.params.ceId;
      await costEstimateProject(ctx, id);
      const lines = await validateLines(ctx, request.body.lines, id);
      const value = await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const before = await estimateSnapshot(tx, id);
        const replaced = await replaceLines(tx, id, lines);
        await recordEstimate(tx, user.id, 'changed', before, await estimateSnapshot(tx, id));
        return replaced;
      });
      return { data: { id, value }, message: SAVED };
    },
  );

  app.delete(
    '/cost-estimates/:id',
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireFinance(user);
      const { id } = request.params;
      await costEstimateProject(ctx, id);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await refuseRemovalWithDocuments(tx, id);
        const before = await estimateSnapshot(tx, id);
        if (before) await recordEstimate(tx, user.id, 'deleted', before, null);
        await tx.delete(costEstimates).where(eq(costEstimates.id, id));
      });
      return { message: 'Cost estimate has been removed.' };
    },
  );

  app.post(
    '/cost-estimates/move-to-parent-project/:id',
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireFinance(user);
      const { id } = request.params;
      const { project_id: projectId, parent_id: parentId } = await costEstimateProject(ctx, id);
      if (parentId === null) throw fieldError('project_id', "Current project doesn't have a parent project");
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx.update(costEstimates).set({ projectId: parentId }).where(eq(costEstimates.id, id));
        await recordEstimateMove(tx, user.id, id, projectId, parentId);
      });
      return { message: 'Cost estimate has been moved to parent project.' };
    },
  );
}
