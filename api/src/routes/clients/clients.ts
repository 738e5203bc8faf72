/**
 * The clients administration (document 2, sections 2 and 7): GET clients (paged, searched by
 * name), GET client/:id, POST clients, PUT clients/:id, DELETE clients/:id. Name is required;
 * `cb_visible` is the visibility flag (stored as the opposite of `clients.disabled`, which the
 * shared lookup answers, so a hidden client is no longer offered in choices). A client that
 * projects use cannot be deleted (422). Every change publishes clients-update. Full project
 * managers.
 */
import { asc, count, eq, ilike, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONFIG_PAGE_SIZE,
  type Client,
  type ClientsResponse,
  type ItemResponse,
  type MessageResponse,
  type SaveResponse,
} from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { clients, projects } from '../../db/schema';
import { pageOf, searchPatternOf } from '../../http/paging';
import { fieldError, notFound } from '../../http/errors';
import { maxLength, required, string, validate } from '../../http/validation';
import { LOOKUP_EVENT } from '../../realtime/events';
import { alphabetical, flag, idParam, publishLookup, requireConfigManager, textOf, toFlag } from '../config/config-http';
import { MESSAGES } from '../config/messages';

const clientInUse = (projectCount: number) =>
  `This client has ${projectCount} ${projectCount === 1 ? 'project' : 'projects'} and cannot be deleted.`;

const columns = { id: clients.id, name: clients.name, cb_visible: not(clients.disabled).mapWith(Boolean) };

function valuesOf(body: unknown) {
  const input = validate(body, { name: [required(), string(), maxLength(255)], cb_visible: [flag()] });
  return { name: textOf(input.name) as string, disabled: !(toFlag(input.cb_visible) ?? true) };
}

export function clientsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/clients', async (request) => {
    requireConfigManager(currentUser(request));
    const { limit, offset } = pageOf(request.query, CONFIG_PAGE_SIZE);
    const pattern = searchPatternOf(request.query);
    const where = pattern ? ilike(clients.name, pattern) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      ctx.db.select(columns).from(clients).where(where).orderBy(alphabetical(clients.name), asc(clients.id)).limit(limit).offset(offset),
      ctx.db.select({ total: count() }).from(clients).where(where),
    ]);
    const body: ClientsResponse = { data: { paginatedClients: rows }, totalResults: Number(total) };
    return body;
  });

  app.get('/client/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db
      .select(columns)
      .from(clients)
      .where(eq(clients.id, idParam(request.params)));
    if (!row) throw notFound();
    const body: ItemResponse<Client> = { data: row };
    return body;
  });

  app.post('/clients', async (request, reply) => {
    requireConfigManager(currentUser(request));
    const [row] = await ctx.db.insert(clients).values(valuesOf(request.body)).returning(columns);
    await publishLookup(ctx, request.log, LOOKUP_EVENT.clients, { id: row.id });
    const body: SaveResponse<Client> = { data: row, message: MESSAGES.clientSaved };
    return reply.code(201).send(body);
  });

  app.put('/clients/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const id = idParam(request.params);
    const [row] = await ctx.db.update(clients).set(valuesOf(request.body)).where(eq(clients.id, id)).returning(columns);
    if (!row) throw notFound();
    await publishLookup(ctx, request.log, LOOKUP_EVENT.clients, { id });
    const body: SaveResponse<Client> = { data: row, message: MESSAGES.clientSaved };
    return body;
  });

  app.delete('/clients/:id', async (request) => {
    requireConfigManager(currentUser(request));
    const id = idParam(request.params);
    const [[client], [{ used }]] = await Promise.all([
      ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, id)),
      ctx.db.select({ used: count() }).from(projects).where(eq(projects.clientId, id)),
    ]);
    if (!client) throw notFound();
    if (Number(used) > 0) throw fieldError('client', clientInUse(Number(used)));
    await ctx.db.delete(clients).where(eq(clients.id, id));
    await publishLookup(ctx, request.log, LOOKUP_EVENT.clients, { id });
    const body: MessageResponse = { message: MESSAGES.clientDeleted };
    return body;
  });
}
