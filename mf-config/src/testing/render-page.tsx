/**
 * Test helper: a configuration page as the shell shows it, with a fresh SWR cache per test
 * and the toast outlet, plus the calls it makes through the shared API client (mocked by
 * the test with `jest.mock('@portal/shared', mockApiClient)`).
 */
import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import { FreshSwrCache, renderWithPortal } from '@portal/shared/testing';

export { chooseRowAction, httpFailure, mockApiClient } from '@portal/shared/testing';

// Pages render many Zag machines; on a busy two-core machine one second is not always enough.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

export function renderPage(page: ReactElement) {
  return renderWithPortal(<FreshSwrCache>{page}</FreshSwrCache>, { toasts: true });
}
