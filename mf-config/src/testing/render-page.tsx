/**
 * Test helper: a configuration page as the shell shows it, with a fresh SWR cache per test
 * and the toast outlet, plus the calls it makes through the shared API client (mocked by
 * the test with `jest.mock('@portal/shared', mockApiClient)`).
 */
import type { ReactElement } from 'react';
import { FreshSwrCache, renderWithPortal } from '@portal/shared/testing';

export { chooseRowAction, httpFailure, mockApiClient } from '@portal/shared/testing';

jest.setTimeout(20_000);

export function renderPage(page: ReactElement) {
  return renderWithPortal(<FreshSwrCache>{page}</FreshSwrCache>, { toasts: true });
}
