/**
 * Test helper: a finance panel rendered outside any page, as another area would render it, for
 * a signed-in user of the given kind, over a fresh SWR cache (with the toast outlet when
 * asked). Its calls go through the shared API client to the test's MSW answers
 * (@portal/shared/testing's `answerGet` and friends).
 */
import type { ReactElement } from 'react';
import type { Me } from '@portal/shared';
import { useSessionStore } from '@portal/shared';
import { FreshSwrCache, me, renderWithPortal } from '@portal/shared/testing';

export { chooseRowAction, projectDetail } from '@portal/shared/testing';

export type Viewer = 'pm' | 'limited-pm' | 'developer';

const ME: Record<Viewer, Me> = {
  pm: me(),
  'limited-pm': me({ id: 4, name: 'Lima PM', email: 'limited@agency.test', is_limited_pm: true }),
  developer: me({ id: 2, name: 'Dev', email: 'dev@agency.test', role: 1 }),
};

export function renderPanel(panel: ReactElement, viewer: Viewer = 'pm', { toasts = false } = {}) {
  useSessionStore.setState({ me: ME[viewer] });
  return renderWithPortal(<FreshSwrCache>{panel}</FreshSwrCache>, { toasts });
}
