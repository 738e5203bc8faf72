/** @jest-environment node */
import ky from 'ky';
import { GENERIC_ERROR } from '../toast/toaster';
import { apiErrorMessage, reportApiError } from './report-api-error';

jest.mock('../toast/toaster', () => ({
  ...jest.requireActual<typeof import('../toast/toaster')>('../toast/toaster'),
  notifyError: jest.fn(),
}));
const { notifyError } = jest.requireMock<{ notifyError: jest.Mock }>('../toast/toaster');

/** A real ky failure for a given answer, without a network. */
async function failureFor(status: number, body: unknown): Promise<unknown> {
  const fetch = async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return ky.get('http://api.test/x', { fetch, retry: 0 }).catch((error: unknown) => error);
}

describe('reportApiError', () => {
  beforeEach(() => notifyError.mockClear());

  it('shows the first message of each field of a 422', async () => {
    await reportApiError(
      await failureFor(422, {
        message: 'invalid',
        errors: { title: ['Title is required.', 'Too short.'], client_id: ['Client is required.'] },
      }),
    );
    expect(notifyError.mock.calls).toEqual([['Title is required.'], ['Client is required.']]);
  });

  it('shows the generic message for other failures', async () => {
    await reportApiError(await failureFor(500, { message: 'boom' }));
    expect(notifyError.mock.calls).toEqual([[GENERIC_ERROR]]);
  });

  it('stays quiet on a 401, which ends the session instead', async () => {
    await reportApiError(await failureFor(401, { message: 'Unauthenticated.' }));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("gives the server's own message for screens that show it", async () => {
    expect(await apiErrorMessage(await failureFor(429, { message: 'Too many sign-in attempts.' }))).toBe('Too many sign-in attempts.');
    expect(await apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
