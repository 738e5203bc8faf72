/** Test fixture: the signed-in user (`Me`) as the session holds it; a project manager unless overridden. */
import type { Me } from '../contract';

export function me(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    name: 'Paula PM',
    email: 'pm@agency.test',
    role: 2,
    sex: null,
    avatar: null,
    is_limited_pm: false,
    is_it: false,
    theme: 'theme-light',
    ...overrides,
  };
}
