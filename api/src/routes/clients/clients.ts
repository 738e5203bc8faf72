/**
 * The clients administration (document 2, sections 2 and 7): GET clients (paged, searched by
 * name), GET client/:id, POST clients, PUT clients/:id, DELETE clients/:id. Name is required;
 * `cb_visible` is the visibility flag (stored as the opposite of `clients.disabled`, which the
 * shared lookup answers, so a hidden client is no longer offered in choices). A client that
 * projects use cannot be deleted (422). Every change publishes clients-update. Full project
 * managers.
 */
import { asc, count, eq, ilike, not } from 'drizzle-orm';
import { CONFIG_PAGE_SIZE, type ClientRequest } from '@portal/shared/contract';
import {
  ClientRequestSchema,
  ClientSchema,
  ClientsResponseSchema,
  DataOf,
  IdParams,
  MessageSchema,
  PageQuerySchema,
  SavedOf,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { clients, projects } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, notFound } from '../../http/errors';
import { pageOf, searchPatternOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { LOOKUP_EVENT } from '../../realtime/events';
import { alphabetical, publishLookup, requireConfigManager, toFlag } from '../config/config-http';
import { MESSAGES } from '../config/messages';

const tags = ['Clients'];

const clientInUse = (projectCount: number) =>
  `This client has ${projectCount} ${projectCount === 1 ? 'project' : 'projects'} and cannot be deleted.`;

const columns = { id: clients.id, name: clients.name, cb_visible: not(clients.disabled).mapWith(Boolean) };

function valuesOf(body: ClientRequest) {
  return { name: body.name.trim(), disabled: !(toFlag(body.cb_visible) ?? true) };
}

export function clientsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/clients',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: ClientsResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
      const pattern = searchPatternOf(request.query);
      const where = pattern ? ilike(clients.name, pattern) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db.select(columns).from(clients).where(where).orderBy(alphabetical(clients.name), asc(clients.id)).limit(limit).offset(offset),
        ctx.db.select({ total: count() }).from(clients).where(where),
      ]);
      return { data: { paginatedClients: rows }, totalResults: Number(total) };
    },
  );

  app.get(
    '/client/:id',
    { schema: { tags, params: IdParams, response: { 200: DataOf(ClientSchema), ...errorAnswers } } },
    async (request) => {
      requireConfigManager(currentUser(request));
      const [row] = await ctx.db.select(columns).from(clients).where(eq(clients.id, request.params.id));
      if (!row) throw notFound();
      return { data: row };
    },
  );

  const saved = { 200: SavedOf(ClientSchema), 201: SavedOf(ClientSchema), ...errorAnswers };

  app.post('/clients', { schema: { tags, body: ClientRequestSchema, response: saved } }, async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(clients).values(valuesOf(request.body)).returning(columns);
    await publishLookup(ctx, request.log, LOOKUP_EVENT.clients, { id: row.id });
    return reply.code(201).send({ data: row, message: MESSAGES.clientSaved });
  });

  app.put('/clients/:id', { schema: { tags, params: IdParams, body: ClientRequestSchema, response: saved } }, async (request) => {
    requireConfigManager(currentUser(request));
    const { id } = request.params;
    const [row] = await ctx.db.update(clients).set(valuesOf(request.body)).where(eq(clients.id, id)).returning(columns);
    if (!row) throw notFound();
    await publishLookup(ctx, request.log, LOOKUP_EVENT.clients, { id });
    return { data: row, message: MESSAGES.clientSaved };
  });

  app.delete('/clients/:id', { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } }, async (request) => {
    requireConfigManager(currentUser(request));
    const { id } = request.params;
    const [[client], [{ used }]] = await Promise.all([
      ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, id)),
      ctx.db.select({ used: count() }).from(projects).where(eq(projects.clientId, id)),
    ]);
    if (!client) throw notFound();
    if (Number(used) > 0) throw fieldError('client', clientInUse(Number(used)));
    await ctx.db.delete(clients).where(eq(clients.id, id));
    await publishLookup(ctx, request.log, LOOKUP_EVENT.clients, { id });
    return { message: MESSAGES.clientDeleted };
  });
}
