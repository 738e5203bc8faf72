/**
 * A cost estimate as a PDF (document 2, section 7), for finance users (403 otherwise, 404 for
 * an unknown estimate): GET download-ce/{id} answers the path that serves it, and
 * GET cost-estimates/{id}/pdf renders it (src/finance/cost-estimate-pdf.ts) for the bearer of
 * the token, as an attachment named cost-estimate-{id}.pdf.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DownloadCostEstimateResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { notFound } from '../../http/errors';
import { costEstimateLines, costEstimateRows } from '../../finance/cost-estimate-queries';
import { renderCostEstimatePdf } from '../../finance/cost-estimate-pdf';
import { requireFinance } from '../../finance/finance-access';
import { routeId } from '../projects/project';

const fileName = (id: number) => `cost-estimate-${id}.pdf`;

export function downloadCostEstimateRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/download-ce/:id', async (request) => {
    requireFinance(currentUser(request));
    const id = routeId(request.params.id);
    const [estimate] = await queryRows(ctx.db, sql`select 1 from cost_estimates where id = ${id}`);
    if (!estimate) throw notFound();
    return { data: { path: `cost-estimates/${id}/pdf`, file_name: fileName(id) } } satisfies DownloadCostEstimateResponse;
  });

  app.get<{ Params: { id: string } }>('/cost-estimates/:id/pdf', async (request, reply) => {
    requireFinance(currentUser(request));
    const id = routeId(request.params.id);
    const [estimate] = await costEstimateRows(ctx.db, sql`ce.id = ${id}`);
    if (!estimate) throw notFound();
    const [[project], lines] = await Promise.all([
      queryRows<{ title: string }>(ctx.db, sql`select title from projects where id = ${estimate.project_id}`),
      costEstimateLines(ctx.db, id),
    ]);
    const pdf = await renderCostEstimatePdf({ ...estimate, project_title: project.title, lines });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(id)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
