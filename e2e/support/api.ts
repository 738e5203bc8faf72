/**
 * Talking to the API directly, as a second witness: sign in with fetch to get a token of
 * one's own, then read what the API has stored (or revoke a token).
 */
import { API_URL, DEMO_PASSWORD } from './env';

export type ApiSession = {
  token: string;
  me: { id: number; name: string; email: string; role: number; theme: string; is_limited_pm: boolean; is_it: boolean };
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

async function call<T>(
  method: string,
  path: string,
  { token, body, query }: { token?: string; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<T> {
  const url = new URL(`${API_URL}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new ApiError(response.status, parsed, `${method} ${path}`);
  return parsed as T;
}

/** POST login through the real API, as an API client (token: true): a bearer token of its own, independent of the browser's. */
export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const answer = await call<{ data: ApiSession }>('POST', 'login', { body: { email, password, token: true } });
  return { token: answer.data.token, me: answer.data.me };
}

/** The status of a login attempt, without throwing (for "the old password no longer works"). */
export async function apiLoginStatus(email: string, password: string): Promise<number> {
  try {
    await apiLogin(email, password);
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

export const apiGet = <T = unknown>(token: string, path: string, query?: Record<string, string | number>) =>
  call<T>('GET', path, { token, query });

export const apiPost = <T = unknown>(token: string, path: string, body: unknown = {}) => call<T>('POST', path, { token, body });

export const apiDelete = <T = unknown>(token: string, path: string) => call<T>('DELETE', path, { token });

/** Revokes a token server-side (POST logout with it). */
export const apiLogout = (token: string) => call<void>('POST', 'logout', { token, body: {} });

/** Signs in, runs `use` with the token, and revokes the token afterwards. */
export async function withApiSession<T>(email: string, use: (session: ApiSession) => Promise<T>): Promise<T> {
  const session = await apiLogin(email);
  try {
    return await use(session);
  } finally {
    await apiLogout(session.token).catch(() => undefined);
  }
}
