/**
 * GET /api/health: liveness and database reachability, for start scripts and monitors.
 * Public.
 */
import { sql } from 'drizzle-orm';
import { HealthResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';

export function healthRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Health'], security: [], response: { 200: HealthResponseSchema, ...errorAnswers } };
  app.get('/health', { schema }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
}
