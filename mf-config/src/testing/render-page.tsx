/**
 * Test helper: a configuration page as the shell shows it, with a fresh SWR cache per test
 * and the toast outlet; the API it calls answers through MSW (`answerGet` and friends).
 */
import type { ReactElement } from 'react';
import { FreshSwrCache, renderWithPortal } from '@portal/shared/testing';

export { chooseRowAction } from '@portal/shared/testing';

export function renderPage(page: ReactElement) {
  return renderWithPortal(<FreshSwrCache>{page}</FreshSwrCache>, { toasts: true });
}
