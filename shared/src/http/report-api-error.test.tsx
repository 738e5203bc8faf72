/** What a failed call shows the user: the toasts the real toaster renders for it, and the sentence for screens that show it. */
import { act, render, screen, within } from '@testing-library/react';
import ky from 'ky';
import { dismissAllToasts, GENERIC_ERROR, notifySuccess } from '../toast/toaster';
import { AppProvider } from '../ui/app-provider';
import { PortalToaster } from '../ui/portal-toaster';
import { apiErrorMessage, reportApiError } from './report-api-error';

/** A real ky failure for a given answer, without a network. */
async function failureFor(status: number, body: unknown): Promise<unknown> {
  const fetch = async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return ky.get('http://api.test/x', { fetch, retry: 0 }).catch((error: unknown) => error);
}

/** The toasts on screen as "type: title", in the order the toaster shows them (newest first). */
const toastsShown = () =>
  screen
    .queryAllByTestId('toast')
    .map((toast) => `${toast.dataset.type}: ${within(toast).getByText(/./, { selector: '.chakra-toast__title' }).textContent}`);

beforeEach(() =>
  render(
    <AppProvider>
      <PortalToaster />
    </AppProvider>,
  ),
);
// The toaster outlives a test: each starts with none on screen.
afterEach(() => act(() => dismissAllToasts()));

describe('reportApiError', () => {
  it('shows the first message of each field of a 422', async () => {
    const failure = await failureFor(422, {
      message: 'invalid',
      errors: { title: ['Title is required.', 'Too short.'], client_id: ['Client is required.'] },
    });
    await act(() => reportApiError(failure));
    expect(await screen.findByText('Client is required.')).toBeInTheDocument();
    expect(toastsShown()).toEqual(['error: Client is required.', 'error: Title is required.']);
  });

  it('shows the generic message for other failures', async () => {
    const failure = await failureFor(500, { message: 'boom' });
    await act(() => reportApiError(failure));
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
    expect(toastsShown()).toEqual([`error: ${GENERIC_ERROR}`]);
  });

  it('stays quiet on a 401, which ends the session instead', async () => {
    const failure = await failureFor(401, { message: 'Unauthenticated.' });
    await act(() => reportApiError(failure));
    // A toast raised afterwards shows alone.
    act(() => notifySuccess('Signed out.'));
    expect(await screen.findByText('Signed out.')).toBeInTheDocument();
    expect(toastsShown()).toEqual(['success: Signed out.']);
  });

  it("gives the server's own message for screens that show it", async () => {
    expect(await apiErrorMessage(await failureFor(429, { message: 'Too many sign-in attempts.' }))).toBe('Too many sign-in attempts.');
    expect(await apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
