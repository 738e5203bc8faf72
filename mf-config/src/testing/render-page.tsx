/**
 * Test helper: a configuration page as the shell shows it, with a fresh SWR cache per test
 * and the toast outlet, plus the calls it makes through the shared API client (mocked by
 * the test with `jest.mock('@portal/shared', mockApiClient)`).
 */
import type { ReactElement } from 'react';
import { configure, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FreshSwrCache, renderWithPortal } from '@portal/shared/testing';

// Pages render many Zag machines; on a busy two-core machine one second is not always enough.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

export function renderPage(page: ReactElement) {
  return renderWithPortal(<FreshSwrCache>{page}</FreshSwrCache>, { toasts: true });
}

/** For jest.mock('@portal/shared', mockApiClient): the real package with its four calls replaced. */
export function mockApiClient() {
  return {
    ...jest.requireActual<typeof import('@portal/shared')>('@portal/shared'),
    apiGet: jest.fn(),
    apiPost: jest.fn(),
    apiPut: jest.fn(),
    apiDelete: jest.fn(),
  };
}

/**
 * Opens a row's menu and picks an action with the keyboard (type-ahead, then Enter), the way
 * a keyboard user does; jsdom cannot replay Zag's pointer highlighting reliably.
 */
export async function chooseRowAction(user: UserEvent, rowLabel: string, action: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${rowLabel}` }));
  await screen.findByRole('menuitem', { name: action });
  await user.keyboard(`${action.split(' ')[0]}{Enter}`);
}

/** A failed call as the API client throws it (ky's HTTPError: recognised by name), without a network. */
export function httpFailure(status: number, body: unknown): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });
}
