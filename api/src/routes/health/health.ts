/**
 * GET /api/health: liveness and database reachability, for start scripts and monitors.
 * Public.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
