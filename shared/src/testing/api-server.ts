/**
 * Test helper: the API as component tests see it, an MSW server that answers the portal's real
 * HTTP client (ky over fetch) at the address the tests' portal configuration names. A test
 * states the answers it needs with `answerGet<ContractType>(path, body)` and friends, so an
 * answer of the wrong shape is a type error, and checks what the page sent with `sentRequests()`.
 * Started per test file by scripts/jest/setup-dom.ts: handlers and the request log are reset after
 * each test, and a request to the API that no handler answers fails the test.
 */
import { type DefaultBodyType, http, HttpResponse, type JsonBodyType, type PathParams } from 'msw';
import { setupServer } from 'msw/node';

/** Where the tests' portal configuration puts the API (jsdom's own origin). */
export const TEST_API_URL = 'http://localhost/api';

export const apiServer = setupServer();

/** The API's full address of `path` as the client calls it (`projects/42` -> http://localhost/api/projects/42). */
export const apiUrl = (path: string): string => `${TEST_API_URL}/${path.replace(/^\/+/, '')}`;

/** A request the page sent to the API: `path` without the API's prefix, the query as plain strings. */
export type SentRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** JSON as parsed; a multipart form as its fields (a file as `{ name, type }`); undefined when empty. */
  body: unknown;
  headers: Headers;
};

type Logged = Omit<SentRequest, 'body'> & { body: Promise<unknown> };
const log: Logged[] = [];
const unanswered: string[] = [];

apiServer.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (!url.href.startsWith(`${TEST_API_URL}/`)) return;
  log.push({
    method: request.method,
    path: url.pathname.slice(new URL(TEST_API_URL).pathname.length + 1),
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body: readBody(request.clone()),
  });
});

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of await request.formData()) {
      fields[name] = typeof value === 'string' ? value : { name: value.name, type: value.type };
    }
    return fields;
  }
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

/** Every request to the API since the test began, in order, with its body read. */
export async function sentRequests(method?: string, path?: string | RegExp): Promise<SentRequest[]> {
  const matching = log.filter((entry) => matches(entry, method, path));
  return Promise.all(matching.map(async (entry) => ({ ...entry, body: await entry.body })));
}

/** How many requests of `method` to `path` were sent so far (synchronous, for waitFor). */
export function requestCount(method: string, path: string | RegExp): number {
  return log.filter((entry) => matches(entry, method, path)).length;
}

/** The bodies sent with `method` to `path`, in order. */
export async function sentBodies(method: string, path: string | RegExp): Promise<unknown[]> {
  return (await sentRequests(method, path)).map((request) => request.body);
}

function matches(entry: Logged, method?: string, path?: string | RegExp): boolean {
  if (method && entry.method !== method) return false;
  if (path === undefined) return true;
  return typeof path === 'string' ? entry.path === path : path.test(entry.path);
}

/** What an answer may look at: the request, its path parameters and its query. */
export type Call = { request: Request; params: PathParams; query: URLSearchParams };

/**
 * An answer: the body (of the contract type the test names), a function of the call giving it,
 * or a full response (a status, an empty 204) where the body alone does not say enough.
 */
export type Answer<Body> =
  | Body
  | HttpResponse<DefaultBodyType>
  | ((call: Call) => Body | HttpResponse<DefaultBodyType> | Promise<Body | HttpResponse<DefaultBodyType>>);

type Options = { status?: number; once?: boolean };

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

// `Body = never` with NoInfer: a test must name the contract type, so the answer is checked against it.
function answerOn(method: Method) {
  return <Body extends JsonBodyType = never>(path: string, answer: NoInfer<Answer<Body>>, { status = 200, once = false }: Options = {}) => {
    const handler = http[method](
      apiUrl(path),
      async ({ request, params }) => {
        const value =
          typeof answer === 'function'
            ? await (answer as (call: Call) => unknown)({ request, params, query: new URL(request.url).searchParams })
            : answer;
        if (value instanceof Response) return value;
        return HttpResponse.json(structuredClone(value as JsonBodyType), { status });
      },
      { once },
    );
    apiServer.use(handler);
    return handler;
  };
}

export const answerGet = answerOn('get');
export const answerPost = answerOn('post');
export const answerPut = answerOn('put');
export const answerDelete = answerOn('delete');
export const answerPatch = answerOn('patch');

/** An empty answer (204), as the API gives to a change that returns nothing. */
export const noContent = (): HttpResponse<DefaultBodyType> => new HttpResponse(null, { status: 204 });

/** An error answer of the API (a 422's field errors, a 403's message...). */
export const apiError = (status: number, body: JsonBodyType = { message: 'Error' }): HttpResponse<DefaultBodyType> =>
  HttpResponse.json(body, { status });

/** A request that never reaches the API (the network is down). */
export const networkError = (): HttpResponse<DefaultBodyType> => HttpResponse.error() as HttpResponse<DefaultBodyType>;

/** Lifecycle for scripts/jest/setup-dom.ts: one server per test file, nothing kept between tests. */
export function startApiServer(): void {
  apiServer.listen({
    onUnhandledRequest(request, print) {
      // Tests that run their own HTTP server (the client's retry tests) reach it for real.
      if (!request.url.startsWith(`${TEST_API_URL}/`)) return;
      unanswered.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

export function resetApiServer(): void {
  apiServer.resetHandlers();
  log.length = 0;
  const missed = unanswered.splice(0);
  if (missed.length) throw new Error(`The API was asked what no handler of the test answers:\n${missed.join('\n')}`);
}

export function stopApiServer(): void {
  apiServer.close();
}

/** The queries of the GET requests to `path` so far, oldest first (synchronous, for waitFor). */
export function sentQueries(path: string | RegExp): Record<string, string>[] {
  return log.filter((entry) => matches(entry, 'GET', path)).map((entry) => entry.query);
}
