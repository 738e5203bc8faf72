/**
 * POST /api/settings {theme}: stores the caller's theme (theme-light or theme-dark) in their
 * settings; `me.theme` reflects it from then on. Signed-in users.
 */
import { eq, sql } from 'drizzle-orm';
import { SettingsRequestSchema, SettingsResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';

export function settingsRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Profile'], body: SettingsRequestSchema, response: { 200: SettingsResponseSchema, ...errorAnswers } };
  app.post('/settings', { schema }, async (request) => {
    const user = currentUser(request);
    const { theme } = request.body;
    await ctx.db
      .update(users)
      .set({ settings: sql`${users.settings} || jsonb_build_object('theme', ${theme}::text)` })
      .where(eq(users.id, user.id));
    return { user_settings: { theme } };
  });
}
