/**
 * The Fastify application factory, shared by src/main.ts and the tests: plugins, error
 * shapes, the Pusher-protocol endpoint and every route under /api.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { AppContext } from './app-context';
import { makeAuthenticate } from './auth/authenticate';
import { databaseRateLimitStore } from './auth/rate-limit-store';
import type { Config } from './config';
import type { Db } from './db/client';
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HttpError, ValidationError } from './http/errors';
import { checkAnswersAgainstSchemas } from './http/answer-check';
import { registerOpenApi } from './http/openapi';
import { schemaErrorOf } from './http/schema-errors';
import { validatorCompiler } from './http/schema-validation';
import type { ApiApp } from './http/api-app';
import { IDEMPOTENCY_HEADER, registerIdempotency } from './http/idempotency';
import { noStoreByDefault, registerSecurityHeaders } from './http/security-headers';
import { createMailer, type Mailer } from './mail/mailer';
import { createChannelHub, type ChannelHub } from './realtime/channel-hub';
import { createFanoutPublisher, createHubPublisher, createPusherPublisher, type Publisher } from './realtime/publisher';
import { createPostgresFanout } from './realtime/postgres-fanout';
import { registerPusherEndpoint } from './realtime/pusher-endpoint';
import { loginRoutes } from './routes/auth/login';
import { loginTwoFactorRoutes } from './routes/auth/login-two-factor';
import { logoutRoutes } from './routes/auth/logout';
import { passwordRecoveryRoutes } from './routes/auth/password-recovery';
import { brandsRoutes } from './routes/brands/brands';
import { clientsRoutes } from './routes/clients/clients';
import { activityTypesRoutes } from './routes/config/activity-types';
import { businessUnitsRoutes } from './routes/config/business-units';
import { categoriesRoutes } from './routes/config/categories';
import { timesheetLockRoutes } from './routes/config/timesheet-lock';
import { unitsRoutes } from './routes/config/units';
import { usersRoutes } from './routes/config/users';
import { wildcardsRoutes } from './routes/config/wildcards';
import { costEstimateLookupsRoutes } from './routes/cost-estimates/cost-estimate-lookups';
import { costEstimatesRoutes } from './routes/cost-estimates/cost-estimates';
import { downloadCostEstimateRoutes } from './routes/cost-estimates/download-cost-estimate';
import { actionsRoutes } from './routes/dashboard/actions';
import { projectsMvpRoutes } from './routes/dashboard/projects-mvp';
import { projectsStatsRoutes } from './routes/dashboard/projects-stats';
import { homeRoutes } from './routes/dashboard/home';
import { homeFeedRoutes } from './routes/dashboard/home-feed';
import { externalExpenseRoutes } from './routes/external-expenses/external-expenses';
import { financialSummaryRoutes } from './routes/financial-summary/financial-summary';
import { healthRoutes } from './routes/health/health';
import { invoiceDocumentRoutes } from './routes/invoicing/invoice-documents';
import { profileUpdateRoutes } from './routes/profile/profile-update';
import { settingsRoutes } from './routes/profile/settings';
import { twoFactorProfileRoutes } from './routes/profile/two-factor';
import { activityTypesByProjectUserRoutes } from './routes/projects/activity-types-by-project-user';
import { jobNumbersRoutes } from './routes/projects/job-numbers';
import { projectRoutes } from './routes/projects/project';
import { projectCategoriesRoutes } from './routes/projects/project-categories';
import { projectFileRoutes } from './routes/projects/project-files';
import { projectLinksRoutes } from './routes/projects/project-links';
import { projectParentsRoutes } from './routes/projects/project-parents';
import { projectResourcesRoutes } from './routes/projects/project-resources';
import { projectStatusesRoutes } from './routes/projects/project-statuses';
import { projectTypesRoutes } from './routes/projects/project-types';
import { projectsRoutes } from './routes/projects/projects';
import { saveProjectRoutes } from './routes/projects/save-project';
import { teamLeadsRoutes } from './routes/projects/team-leads';
import { invoiceActionRoutes } from './routes/purchase-orders/invoice-actions';
import { projectHistoryRoutes } from './routes/project-history/project-history';
import { purchaseOrderRoutes } from './routes/purchase-orders/purchase-orders';
import { realtimeAuthRoutes } from './routes/realtime/realtime-auth';
import { realtimeConfigRoutes } from './routes/realtime/realtime-config';
import { reportRoutes } from './routes/reports/report-routes';
import { tsForApprovalRoutes } from './routes/approval/ts-for-approval';
import { uwpRoutes } from './routes/working-places/uwp';
import { tsByProjectRoutes } from './routes/timesheet/ts-by-project';
import { tsByWeekRoutes } from './routes/timesheet/ts-by-week';
import { tsViewRoutes } from './routes/timesheet/ts-view';
import { tsEntriesRoutes } from './routes/timesheet/ts-entries';
import { tsTimerRoutes } from './routes/timesheet/ts-timer';
import { savedViewsRoutes } from './routes/saved-views/saved-views';
import { tsHoursLeftRoutes } from './routes/timesheet/ts-hours-left';
import { tsProjectsRoutes } from './routes/timesheet/ts-projects';
import { checkUserDataRoutes } from './routes/session/check-user-data';
import { readNotificationRoutes } from './routes/session/read-notification';
import { updateUserStoreRoutes } from './routes/session/update-user-store';
import { uwpIsThreeDaysForwardRoutes } from './routes/session/uwp-is-three-days-forward';
import { avatarRoutes } from './routes/uploads/avatars';
import { AVATAR_MAX_BYTES } from './uploads/avatar-store';
import { createFileStorage, type FileStorage } from './uploads/file-storage';

export type AppOptions = {
  db: Db;
  config: Config;
  /** Defaults to SMTP or the outbox, as the config says. */
  mailer?: Mailer;
  /** Defaults to the embedded endpoint, or the pusher library when configured. */
  publisher?: Publisher;
  /** Defaults to the storage the config names (the upload folder, or an S3-compatible bucket). */
  files?: FileStorage;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Tests: every answer must match its route's answer schema exactly (src/http/answer-check.ts). */
  checkAnswers?: boolean;
  /** Tests: told of every route as it is added (the OpenAPI test compares them with the document). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * The app with the services tests and main reach into. Not the bare instance: a Fastify
 * instance is a thenable, so an async function cannot hand it back with extra fields.
 */
export type BuiltApp = { app: FastifyInstance; hub: ChannelHub; publisher: Publisher; ctx: AppContext };

type RouteGroup = (app: ApiApp, ctx: AppContext) => void;

/** Reachable without a session. */
const PUBLIC_ROUTES: RouteGroup[] = [
  healthRoutes,
  loginRoutes,
  loginTwoFactorRoutes,
  passwordRecoveryRoutes,
  avatarRoutes,
  invoiceDocumentRoutes,
];

/** Everything else: 401 {message: "Unauthenticated."} without a live session (bearer token or cookie). */
const PROTECTED_ROUTES: RouteGroup[] = [
  logoutRoutes,
  updateUserStoreRoutes,
  checkUserDataRoutes,
  readNotificationRoutes,
  uwpIsThreeDaysForwardRoutes,
  profileUpdateRoutes,
  settingsRoutes,
  twoFactorProfileRoutes,
  projectsStatsRoutes,
  actionsRoutes,
  homeRoutes,
  homeFeedRoutes,
  projectsMvpRoutes,
  realtimeConfigRoutes,
  realtimeAuthRoutes,
  projectsRoutes,
  projectStatusesRoutes,
  projectTypesRoutes,
  projectCategoriesRoutes,
  teamLeadsRoutes,
  jobNumbersRoutes,
  projectRoutes,
  saveProjectRoutes,
  projectParentsRoutes,
  projectLinksRoutes,
  projectResourcesRoutes,
  projectFileRoutes,
  activityTypesByProjectUserRoutes,
  ...reportRoutes,
  activityTypesRoutes,
  usersRoutes,
  unitsRoutes,
  wildcardsRoutes,
  categoriesRoutes,
  timesheetLockRoutes,
  businessUnitsRoutes,
  clientsRoutes,
  brandsRoutes,
  purchaseOrderRoutes,
  invoiceActionRoutes,
  externalExpenseRoutes,
  costEstimatesRoutes,
  costEstimateLookupsRoutes,
  downloadCostEstimateRoutes,
  financialSummaryRoutes,
  tsByWeekRoutes,
  tsViewRoutes,
  tsEntriesRoutes,
  tsTimerRoutes,
  savedViewsRoutes,
  tsByProjectRoutes,
  tsProjectsRoutes,
  tsHoursLeftRoutes,
  tsForApprovalRoutes,
  uwpRoutes,
  projectHistoryRoutes,
];

/** Client-side errors that Fastify or a plugin raised, in words the portal can show. */
function clientErrorMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Unsupported content type.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  return error.message || 'Bad request.';
}

/**
 * A multipart body the parser could not read (no boundary, cut short, too many parts): busboy
 * and @fastify/multipart raise these without a status, and they are the client's mistake. A body
 * cut short mostly surfaces as the stream's ERR_STREAM_PREMATURE_CLOSE (the request ended before
 * the form did), which is a malformed upload only on a multipart request.
 */
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return (
    (error.code?.startsWith('FST_') === true && /multipart|parts|files|fields/i.test(error.code)) ||
    /^(Multipart: Boundary not found|Unexpected end of form|Malformed part header|Part terminated early)/.test(error.message) ||
    (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.isMultipart())
  );
}

export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Keeps "/api/login/" and "/api/login" the same route.
    routerOptions: { ignoreTrailingSlash: true },
    // X-Forwarded-For is believed only from the listed proxies (the shell's forwarder on
    // loopback by default), so request.ip is the browser's and the sign-in limits count it.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Every log line and every 5xx answer carry this id, so a user's report can be found.
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const hub = createChannelHub();
  const credentials = { key: config.pusherKey, secret: config.pusherSecret };
  // Several instances may share DATABASE_URL: then every one's sockets must get every event.
  const fanout =
    !options.publisher && !config.pusherServer && config.databaseUrl
      ? createPostgresFanout(config.databaseUrl, hub, (error) =>
          app.log.error({ err: error }, 'a live event from another instance was unreadable'),
        )
      : null;
  if (fanout) {
    app.addHook('onClose', () => fanout.close());
    await fanout.ready;
  }
  const publisher =
    options.publisher ??
    (config.pusherServer
      ? createPusherPublisher(config.pusherServer)
      : fanout
        ? createFanoutPublisher(fanout, credentials)
        : createHubPublisher(hub, credentials));
  const ctx: AppContext = {
    db,
    config,
    mailer: options.mailer ?? createMailer(config),
    publisher,
    files: options.files ?? createFileStorage(config),
    now: options.now ?? (() => new Date()),
  };

  app.decorateRequest('authUser', null);
  app.decorateRequest('authBy', null);

  // Fastify answers 400 to an empty JSON body; calls like logout may send the header anyway.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error.validation ? schemaErrorOf(error.validation, error.validationContext ?? 'body') : error;
    if (known instanceof ValidationError) return reply.code(422).send(known.toBody());
    if (known instanceof HttpError) return reply.code(known.statusCode).send({ message: known.message });
    if (isMalformedMultipart(error, request))
      return reply.code(400).send({ message: 'The upload could not be read: the multipart body is malformed.' });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: clientErrorMessage(error, status) });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error', request_id: String(request.id) });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found.' }));

  await registerSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With', IDEMPOTENCY_HEADER],
    maxAge: 600,
  });
  // Reads the session cookie (auth/session-cookies.ts); nothing is signed: the token is its own proof.
  await app.register(cookie);
  // Answers above 1 KiB go out compressed; brotli at quality 4 costs little CPU per request
  // (its default, 11, is meant for build-time compression).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Only routes that ask for it (login, password recovery) are limited; counted in the
  // database, so that every instance on one PostgreSQL counts the same calls.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await registerOpenApi(app, { docs: config.apiDocs });
  if (options.checkAnswers) checkAnswersAgainstSchemas(app);
  registerPusherEndpoint(app, { key: config.pusherKey, secret: config.pusherSecret, hub });
  // Before the routes: it hooks the ones declared with config.idempotent as they are added.
  registerIdempotency(app, db);

  await app.register(
    async (api) => {
      noStoreByDefault(api);
      for (const group of PUBLIC_ROUTES) group(api.withTypeProvider<TypeBoxTypeProvider>(), ctx);
      await api.register(async (secured) => {
        // onRequest: a request without a valid token is refused before its body is read.
        secured.addHook('onRequest', makeAuthenticate(ctx));
        for (const group of PROTECTED_ROUTES) group(secured.withTypeProvider<TypeBoxTypeProvider>(), ctx);
      });
    },
    { prefix: '/api' },
  );

  return { app, hub, publisher, ctx };
}
