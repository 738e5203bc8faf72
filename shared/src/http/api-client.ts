/**
 * The one HTTP client of the portal, over ky: base URL from the deploy-time config (the API on
 * the page's own origin, `/api`), retries for idempotent calls, and the 401 rule (a 401 while
 * signed in ends the session; the shell listens and goes to /login). The session rides on the
 * API's HttpOnly cookie, which the browser adds to every call and no script here can read; every
 * call says it comes from the portal's own script (X-Requested-With), which the API requires of
 * cookie-borne changes against cross-site forgery. ky itself arrives with the first call (or
 * preloadApiClient): the sign-in page draws before anything is sent.
 */
import type { KyInstance, Options } from 'ky';
import { getPortalConfig } from '../config/portal-config';
import { eventBus } from '../events/event-bus';
import { useSessionStore } from '../session/session-store';
import { saveBlob } from './save-blob';

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

let instance: Promise<KyInstance> | null = null;

/** Time for a restarting API or its proxy to come back before the one retry of a save. */
const RETRY_DELAY_MS = 1000;

// Named for the shell's start-up preloads (scripts/webpack/preload-start-chunks.cjs).
const loadKy = () => import(/* webpackChunkName: "ky" */ 'ky');

/** Starts loading ky where a call is sure to follow (a session to check, a password being typed). */
export function preloadApiClient(): void {
  loadKy().catch(() => undefined);
}

function client(): Promise<KyInstance> {
  instance ??= loadKy().then(
    ({ default: ky }) =>
      ky.create({
        prefixUrl: getPortalConfig().apiUrl,
        timeout: 20_000,
        retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] },
        credentials: 'same-origin',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        hooks: {
          afterResponse: [
            (_request, _options, response) => {
              if (response.status === 401 && useSessionStore.getState().signedIn) eventBus.emit('session-expired', {});
            },
          ],
        },
      }),
    (error: unknown) => {
      // A failed download of ky is tried again by the next call.
      instance = null;
      throw error;
    },
  );
  return instance;
}

/** Drops empty values so that `?title=` is never sent for a cleared filter. */
function toSearchParams(params: SearchParams = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export async function apiGet<T>(path: string, params?: SearchParams, options?: Options): Promise<T> {
  return (await client()).get(path, { ...options, searchParams: toSearchParams(params) }).json<T>();
}

/** JSON body for plain objects, multipart for FormData. */
export async function apiPost<T>(path: string, body?: object | FormData, options?: Options): Promise<T> {
  const payload = body instanceof FormData ? { body } : { json: body ?? {} };
  const response = await (await client()).post(path, { ...options, ...payload });
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A UUID; randomUUID exists only in secure contexts (https, localhost), getRandomValues everywhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One submission of a creating form (POST ts, purchase-orders, generate-invoice, external-expenses,
 * cost-estimates): a fresh Idempotency-Key, and one retry by ky with the same request (so the
 * same key and body) after a network failure, or after the statuses reads are retried on (408,
 * 502, 503, 504: what a proxy answers while the API restarts; the API never sends them). The API
 * answers a repeated key with its first answer, so a save whose answer was lost is neither lost
 * nor made twice. An answer of the API itself (422, 500, ...) is not retried.
 */
export function apiPostIdempotent<T>(path: string, body?: object | FormData): Promise<T> {
  return apiPost<T>(path, body, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    retry: { limit: 1, methods: ['post'], delay: () => RETRY_DELAY_MS },
  });
}

export async function apiPut<T>(path: string, body?: object, options?: Options): Promise<T> {
  const response = await (await client()).put(path, { ...options, json: body ?? {} });
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export async function apiDelete<T>(path: string, options?: Options): Promise<T> {
  const response = await (await client()).delete(path, options);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * Fetches a file the API serves to the signed-in user (a generated PDF, an uploaded
 * document) and hands it to the browser as a download named `fileName`.
 */
export async function apiDownload(path: string, fileName: string, options?: Options): Promise<void> {
  saveBlob(await (await client()).get(path, options).blob(), fileName);
}

/** Only for tests: forget the client so a new configuration takes effect. */
export function resetApiClient(): void {
  instance = null;
}
