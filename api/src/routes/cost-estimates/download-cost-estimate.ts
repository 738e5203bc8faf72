/**
 * A cost estimate as a PDF (document 2, section 7), for finance users (403 otherwise, 404 for
 * an unknown estimate): GET download-ce/{id} answers the path that serves it, and
 * GET cost-estimates/{id}/pdf renders it (src/finance/cost-estimate-pdf.ts) for the bearer of
 * the token, as an attachment named cost-estimate-{id}.pdf.
 */
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { DownloadCostEstimateResponseSchema, IdParams } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { costEstimates, projects } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { costEstimateLines, costEstimateRows } from '../../finance/cost-estimate-queries';
import { renderCostEstimatePdf } from '../../finance/cost-estimate-pdf';
import { requireFinance } from '../../finance/finance-access';

const tags = ['Cost estimates'];
const fileName = (id: number) => `cost-estimate-${id}.pdf`;

export function downloadCostEstimateRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/download-ce/:id',
    { schema: { tags, params: IdParams, response: { 200: DownloadCostEstimateResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireFinance(currentUser(request));
      const { id } = request.params;
      const [estimate] = await ctx.db.select({ id: costEstimates.id }).from(costEstimates).where(eq(costEstimates.id, id));
      if (!estimate) throw notFound();
      return { data: { path: `cost-estimates/${id}/pdf`, file_name: fileName(id) } };
    },
  );

  app.get(
    '/cost-estimates/:id/pdf',
    {
      schema: {
        tags,
        params: IdParams,
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<Buffer>(Type.String({ format: 'binary', description: 'The estimate as a PDF attachment.' })),
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      requireFinance(currentUser(request));
      const { id } = request.params;
      const [estimate] = await costEstimateRows(ctx.db, sql`ce.id = ${id}`);
      if (!estimate) throw notFound();
      const [[project], lines] = await Promise.all([
        ctx.db.select({ title: projects.title }).from(projects).where(eq(projects.id, estimate.project_id)),
        costEstimateLines(ctx.db, id),
      ]);
      const pdf = await renderCostEstimatePdf({ ...estimate, project_title: project.title, lines });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(id)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
