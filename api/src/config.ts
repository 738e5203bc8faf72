/**
 * Settings of the API, read once from the environment (see api/README.md for the list).
 * Paths default to folders under the api package so that `pnpm --filter api start`
 * and a start from the repository root find the same data.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import roster from '../../apps.json';

export type PusherServerConfig = {
  appId: string;
  key: string;
  secret: string;
  host?: string;
  port?: string;
  cluster?: string;
  useTLS: boolean;
};

/** FILE_STORAGE=s3: uploaded files in a bucket of an S3-compatible service (api/README.md). */
export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  region: string;
  /** Another service than AWS S3 (MinIO, Ceph, R2, ...): its address. */
  endpoint?: string;
  /** Bucket in the path rather than in the host name, as most self-hosted services want. */
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Put before every key, e.g. "portal/", to share a bucket. */
  prefix: string;
};

export type FileStorageConfig = { kind: 'local' } | S3StorageConfig;

export type Config = {
  host: string;
  port: number;
  /** Absolute base of every public URL the API builds (avatars), ending in /api. */
  publicApiUrl: string;
  /** Origin of the portal, used in the links of password-reset mails. */
  portalUrl: string;
  corsOrigins: string[];
  /** Where the file-backed PGlite cluster lives; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  migrationsDir: string;
  outboxDir: string;
  /** The local file storage's folder (FILE_STORAGE=local, the default). */
  uploadDir: string;
  fileStorage: FileStorageConfig;
  smtpUrl?: string;
  mailFrom: string;
  /** Password-recovery calls per minute from one IP for one e-mail. */
  loginRateLimitMax: number;
  /** A session ends after this many minutes without a call (SESSION_IDLE_MINUTES, 8 hours by default). */
  sessionIdleMinutes: number;
  /** A session ends this many minutes after sign-in, however busy (SESSION_LIFETIME_MINUTES, 7 days by default). */
  sessionLifetimeMinutes: number;
  /** REQUIRE_TWO_FACTOR=true: full project managers and IT users must sign in with a second factor. */
  requireTwoFactor: boolean;
  /**
   * The key that seals TOTP secrets at rest: TWO_FACTOR_KEY (32 bytes, base64 or hex) or, when
   * unset, a random key kept in `twoFactorKeyFile` (created on first use, mode 0600).
   */
  twoFactorKey?: string;
  twoFactorKeyFile: string;
  /** Sign-in attempts per minute from one IP, whatever the e-mail (stops password spraying). */
  loginIpRateLimitMax: number;
  /** Sign-in backoff per e-mail (src/auth/login-throttle.ts). */
  loginBackoff: LoginBackoffConfig;
  /**
   * The proxies whose X-Forwarded-For is believed (Fastify's trustProxy): addresses, CIDR
   * ranges or proxy-addr's names (loopback, linklocal, uniquelocal); empty: none.
   */
  trustProxy: string[];
  /** The API reference pages at /api/docs (API_DOCS; on unless NODE_ENV=production). /api/openapi.json is always served. */
  apiDocs: boolean;
  pusherKey: string;
  /**
   * The secret channel subscriptions are signed with (POST realtime-auth) and checked against by
   * the embedded endpoint: PUSHER_SECRET, or a random one for each start when it is not set (the
   * embedded endpoint and its signer are one process, so nobody else needs to know it).
   */
  pusherSecret: string;
  /** Set only when PUSHER_APP_ID, PUSHER_SECRET and PUSHER_HOST or PUSHER_CLUSTER are all given. */
  pusherServer?: PusherServerConfig;
  /** What the portal's pusher-js must connect to (GET realtime-config). */
  realtimeClient: { wsHost: string; wsPort: number; forceTLS: boolean; cluster: string };
  /**
   * Base address of the invoicing site where issued invoices and stornos open
   * (`{invoicingUrl}/{kind}/{id}/{hash}`); by default this API's own GET invoicing/... route as
   * the portal's origin forwards it (`{portalUrl}/api/invoicing`): the link a user opens stays on
   * the portal's address, not the API's (issue 32).
   */
  invoicingUrl: string;
  seedScale: number;
  logLevel: string;
  /**
   * A limited project manager's clients are those whose name contains `clientMarker`, their
   * brands those with a business unit whose name contains `businessUnitMarker` (document 1, section 5).
   */
  limitedPmMarkers: { clientMarker: string; businessUnitMarker: string };
};

export type LoginBackoffConfig = {
  /** Wrong passwords allowed without waiting. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each next one. */
  baseMs: number;
  /** The longest wait between two attempts, and how far ahead an attempt may queue. */
  maxMs: number;
};

type Env = Record<string, string | undefined>;

/**
 * TRUST_PROXY: a comma-separated list; "none" trusts nobody. "true" (trust every sender) is
 * refused, since any client could then choose the IP that the sign-in limits count.
 */
function trustProxyFrom(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return ['loopback'];
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.some((entry) => ['true', '*', 'all'].includes(entry.toLowerCase()))) {
    throw new Error("TRUST_PROXY must list the proxies' addresses; trusting every sender would let clients choose their IP");
  }
  return list.length === 1 && list[0].toLowerCase() === 'none' ? [] : list;
}

function fileStorageFrom(env: Env): FileStorageConfig {
  const kind = env.FILE_STORAGE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be "local" or "s3", got "${kind}"`);
  if (!env.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK's own credentials)");
  }
  return {
    kind,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    // A custom endpoint is nearly always a self-hosted service that wants path-style addresses.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX ?? '',
  };
}

/**
 * The api package folder. Tests run from the repository root and the scripts from api/,
 * and modules loaded by jest cannot use import.meta, so the folder is found from the
 * working directory rather than from this file.
 */
export function resolveApiRoot(env: Env = process.env): string {
  if (env.API_ROOT) return path.resolve(env.API_ROOT);
  const cwd = process.cwd();
  const isApiPackage = (dir: string) => {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
      return pkg.name === 'api';
    } catch {
      return false;
    }
  };
  if (isApiPackage(cwd)) return cwd;
  if (isApiPackage(path.join(cwd, 'api'))) return path.join(cwd, 'api');
  return cwd;
}

/** Every front-end app of the roster (apps.json) on localhost: the development defaults. */
function defaultCorsOrigins(): string[] {
  return roster.apps.flatMap(({ port }) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${value}"`);
  return n;
}

/** A duration: zero or less would end every session at once, so it is refused at start-up. */
function positiveIntFrom(value: string | undefined, fallback: number, name: string): number {
  const n = intFrom(value, fallback, name);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return n;
}

export function loadConfig(env: Env = process.env): Config {
  const apiRoot = resolveApiRoot(env);
  const fromRoot = (value: string | undefined, fallback: string) => path.resolve(apiRoot, value && value !== '' ? value : fallback);

  const port = intFrom(env.PORT, roster.api.port, 'PORT');
  const publicApiUrl = (env.PUBLIC_API_URL || `http://localhost:${port}/api`).replace(/\/+$/, '');
  const portalUrl = (env.PORTAL_URL || `http://localhost:${roster.apps.find(({ name }) => name === 'shell')?.port ?? 3000}`).replace(
    /\/+$/,
    '',
  );
  const pusherKey = env.PUSHER_KEY || 'portal-key';

  let pusherServer: PusherServerConfig | undefined;
  if (env.PUSHER_APP_ID && env.PUSHER_SECRET && (env.PUSHER_HOST || env.PUSHER_CLUSTER)) {
    pusherServer = {
      appId: env.PUSHER_APP_ID,
      key: pusherKey,
      secret: env.PUSHER_SECRET,
      host: env.PUSHER_HOST || undefined,
      port: env.PUSHER_PORT || undefined,
      cluster: env.PUSHER_CLUSTER || undefined,
      useTLS: env.PUSHER_USE_TLS === 'true',
    };
  }

  const publicUrl = new URL(publicApiUrl);
  const realtimeClient = pusherServer
    ? {
        wsHost: env.PUSHER_WS_HOST || pusherServer.host || `ws-${pusherServer.cluster}.pusher.com`,
        wsPort: intFrom(env.PUSHER_WS_PORT || pusherServer.port, pusherServer.useTLS ? 443 : 80, 'PUSHER_WS_PORT'),
        forceTLS: pusherServer.useTLS,
        cluster: pusherServer.cluster || 'local',
      }
    : {
        wsHost: env.PUSHER_WS_HOST || publicUrl.hostname,
        wsPort: intFrom(env.PUSHER_WS_PORT, Number(publicUrl.port) || port, 'PUSHER_WS_PORT'),
        forceTLS: publicUrl.protocol === 'https:',
        cluster: 'local',
      };

  return {
    host: env.HOST || 'localhost',
    port,
    publicApiUrl,
    portalUrl,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : defaultCorsOrigins(),
    dataDir: fromRoot(env.DATA_DIR, '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    migrationsDir: fromRoot(env.MIGRATIONS_DIR, 'drizzle'),
    outboxDir: fromRoot(env.OUTBOX_DIR, '.data/outbox'),
    uploadDir: fromRoot(env.UPLOAD_DIR, '.data/uploads'),
    fileStorage: fileStorageFrom(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Agency Portal <no-reply@agency.test>',
    loginRateLimitMax: intFrom(env.LOGIN_RATE_LIMIT_MAX, 10, 'LOGIN_RATE_LIMIT_MAX'),
    sessionIdleMinutes: positiveIntFrom(env.SESSION_IDLE_MINUTES, 8 * 60, 'SESSION_IDLE_MINUTES'),
    sessionLifetimeMinutes: positiveIntFrom(env.SESSION_LIFETIME_MINUTES, 7 * 24 * 60, 'SESSION_LIFETIME_MINUTES'),
    requireTwoFactor: env.REQUIRE_TWO_FACTOR === 'true',
    twoFactorKey: env.TWO_FACTOR_KEY || undefined,
    twoFactorKeyFile: fromRoot(env.TWO_FACTOR_KEY_FILE, '.data/two-factor.key'),
    loginIpRateLimitMax: intFrom(env.LOGIN_IP_RATE_LIMIT_MAX, 20, 'LOGIN_IP_RATE_LIMIT_MAX'),
    loginBackoff: {
      freeFailures: intFrom(env.LOGIN_BACKOFF_FREE_FAILURES, 5, 'LOGIN_BACKOFF_FREE_FAILURES'),
      baseMs: intFrom(env.LOGIN_BACKOFF_BASE_MS, 1000, 'LOGIN_BACKOFF_BASE_MS'),
      maxMs: intFrom(env.LOGIN_BACKOFF_MAX_MS, 30_000, 'LOGIN_BACKOFF_MAX_MS'),
    },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    pusherKey,
    pusherSecret: env.PUSHER_SECRET || randomBytes(32).toString('hex'),
    pusherServer,
    realtimeClient,
    invoicingUrl: (env.INVOICING_URL || `${portalUrl}/api/invoicing`).replace(/\/+$/, ''),
    seedScale: intFrom(env.SEED_SCALE, 1, 'SEED_SCALE'),
    logLevel: env.LOG_LEVEL || 'info',
    limitedPmMarkers: {
      clientMarker: env.LIMITED_PM_CLIENT_MARKER || 'Hogarth',
      businessUnitMarker: env.LIMITED_PM_BUSINESS_UNIT_MARKER || 'Hogarth',
    },
  };
}
