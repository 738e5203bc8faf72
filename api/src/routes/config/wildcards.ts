/**
 * Wildcards (document 3, sections 2-7): GET wildcards (newest first, paged) and
 * POST wildcards {user_id}, which grants an active developer (role 4) a wildcard for today,
 * at most one per developer and day. Session role 2 and not limited, as every configuration
 * page (document 3, section 6: "Wildcards require role 2").
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { CONFIG_PAGE_SIZE } from '@portal/shared/contract';
import { PageQuerySchema, SavedOf, WildcardRequestSchema, WildcardSchema, WildcardsResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { users, wildcards } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError } from '../../http/errors';
import { pageOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { today } from '../../lib/dates';
import { requireConfigManager } from './config-http';
import { MESSAGES } from './messages';

export const WILDCARD_DEVELOPER_ONLY = 'Choose an active developer.';
export const WILDCARD_ALREADY_GRANTED = 'This developer already has a wildcard for today.';

const tags = ['Wildcards'];

const columns = { id: wildcards.id, user_id: wildcards.userId, name: users.name, Wildcards: wildcards.wildcardDate };

function selectWildcards(db: Db) {
  return db.select(columns).from(wildcards).innerJoin(users, eq(users.id, wildcards.userId));
}

export function wildcardsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/wildcards',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: WildcardsResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
      const [rows, [{ total }]] = await Promise.all([
        selectWildcards(ctx.db).orderBy(desc(wildcards.wildcardDate), desc(wildcards.id)).limit(limit).offset(offset),
        ctx.db.select({ total: count() }).from(wildcards),
      ]);
      return { data: { user_wildcards: rows }, totalResults: Number(total) };
    },
  );

  app.post(
    '/wildcards',
    { schema: { tags, body: WildcardRequestSchema, response: { 201: SavedOf(WildcardSchema), ...errorAnswers } } },
    async (request, reply) => {
      requireConfigManager(currentUser(request));
      const userId = request.body.user_id;
      const [developer] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 4), eq(users.disabled, false)));
      if (!developer) throw fieldError('user_id', WILDCARD_DEVELOPER_ONLY);
      const day = today(ctx.now());
      const [created] = await ctx.db
        .insert(wildcards)
        .values({ userId, wildcardDate: day })
        .onConflictDoNothing()
        .returning({ id: wildcards.id });
      if (!created) throw fieldError('user_id', WILDCARD_ALREADY_GRANTED);
      const [row] = await selectWildcards(ctx.db).where(eq(wildcards.id, created.id));
      return reply.code(201).send({ data: row, message: MESSAGES.wildcardSaved });
    },
  );
}
