/**
 * Test helper: a finance panel rendered outside any page, as another area would render it, for
 * a signed-in user of the given kind, over a fresh SWR cache (with the toast outlet when
 * asked). Its calls go through the shared API client, which the test mocks with
 * @portal/shared/testing's `mockApiClient`.
 */
import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import type { Me, ProjectDetail } from '@portal/shared';
import { useSessionStore } from '@portal/shared';
import { FreshSwrCache, renderWithPortal } from '@portal/shared/testing';

export { chooseRowAction, httpFailure } from '@portal/shared/testing';

// Panels render many Zag machines; on a busy two-core machine one second is not always enough.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

export type Viewer = 'pm' | 'limited-pm' | 'developer';

const ME: Record<Viewer, Me> = {
  pm: {
    id: 1,
    name: 'Paula PM',
    email: 'pm@agency.test',
    role: 2,
    sex: null,
    avatar: null,
    is_limited_pm: false,
    is_it: false,
    theme: 'theme-light',
  },
  'limited-pm': {
    id: 4,
    name: 'Lima PM',
    email: 'limited@agency.test',
    role: 2,
    sex: null,
    avatar: null,
    is_limited_pm: true,
    is_it: false,
    theme: 'theme-light',
  },
  developer: {
    id: 2,
    name: 'Dev',
    email: 'dev@agency.test',
    role: 1,
    sex: null,
    avatar: null,
    is_limited_pm: false,
    is_it: false,
    theme: 'theme-light',
  },
};

/** A project as GET project/{id} answers it; `overrides` for the case at hand. */
export function projectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: 42,
    title: 'Spring campaign',
    parent_id: null,
    has_children: false,
    status_id: 2,
    status_name: 'Open',
    job_numbers: [{ id: 5, name: 'JN-5' }],
    business_units: [],
    client_id: 1,
    client_name: 'Hogarth Retail',
    brand_id: 10,
    brand_name: 'Hogarth Brand',
    hogarth_pm_id: null,
    hg_pm_name: null,
    owner_id: 1,
    idg_pm_name: 'Paula PM',
    type_id: 1,
    type: 'Fixed',
    category_id: 1,
    category_title: 'Digital',
    start_date: '2026-01-01',
    deadline: '2026-12-31',
    estimated_cost: 0,
    actual_cost: 0,
    profit: 0,
    teamlead_view: false,
    has_access: true,
    description: null,
    mjn: null,
    filepath: null,
    file_url: null,
    file_name: null,
    fixed_price: null,
    teamlead_ids: [],
    teamleads: [],
    owner_name: 'Paula PM',
    children: [],
    settle_title: null,
    ...overrides,
  };
}

export function renderPanel(panel: ReactElement, viewer: Viewer = 'pm', { toasts = false } = {}) {
  useSessionStore.setState({ me: ME[viewer] });
  return renderWithPortal(<FreshSwrCache>{panel}</FreshSwrCache>, { toasts });
}

/** Answers the mocked apiGet by path: `answers['cost-estimates/42']`; an unknown path fails the test loudly. */
export function answerGets(apiGet: jest.Mock, answers: Record<string, unknown>): void {
  apiGet.mockImplementation((path: string) =>
    path in answers ? Promise.resolve(structuredClone(answers[path])) : Promise.reject(new Error(`unexpected GET ${path}`)),
  );
}
