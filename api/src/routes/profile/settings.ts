/**
 * POST /api/settings {theme}: stores the caller's theme (theme-light or theme-dark) in their
 * settings; `me.theme` reflects it from then on. Signed-in users.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SettingsResponse, Theme } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { users } from '../../db/schema';
import { oneOf, required, validate } from '../../http/validation';

export const THEMES: readonly Theme[] = ['theme-light', 'theme-dark'];

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/settings', async (request) => {
    const user = currentUser(request);
    const input = validate(request.body, { theme: [required(), oneOf(THEMES)] });
    const theme = input.theme as Theme;
    await ctx.db
      .update(users)
      .set({ settings: sql`${users.settings} || jsonb_build_object('theme', ${theme}::text)` })
      .where(eq(users.id, user.id));
    const body: SettingsResponse = { user_settings: { theme } };
    return body;
  });
}
