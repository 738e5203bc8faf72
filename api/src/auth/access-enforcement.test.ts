import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  type AccessRule,
  type AccessSubject,
  accessSubjectOf,
  canCreateProjects,
  canEditResources,
  canManageProjectDetails,
  canManageConfiguration,
  canManageDevelopers,
  canReadReports,
  canSeeProjects,
} from '@portal/shared/access';
import type { CheckUserDataResponse, LoginResponse } from '@portal/shared/contract';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed-data';
import { bearer, type DemoAccount, multipartBody, type TestApp } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';
import { accessOf } from '../users/auth-user';

/**
 * What the portal promises through the shared access rules (menus, pages, buttons) is what the
 * API enforces: each demo account signs in, its session becomes an access subject exactly as
 * in the portal, and a representative call of each rule answers 403 exactly when the rule says no.
 */
const kit = setUpTestKit({ signedOut: true });
const signedIn = {} as Record<DemoAccount, { token: string; subject: AccessSubject }>;
const ACCOUNTS = Object.keys(DEMO_USERS) as DemoAccount[];

beforeAll(async () => {
  for (const account of ACCOUNTS) {
    const login = await kit.t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_USERS[account].email, password: DEMO_PASSWORD, token: true },
    });
    const { token = '', me } = login.json<LoginResponse>().data;
    const userData = await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(token) });
    signedIn[account] = { token, subject: accessSubjectOf(me, userData.json<CheckUserDataResponse>().has_approval ?? null) };
  }
}, 60_000);

const get = (url: string) => (token: string) => kit.t.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
const postForm = (url: string) => (token: string) => {
  const body = multipartBody({ description: 'fields missing on purpose: allowed callers get 422, no project is saved' });
  return kit.t.inject({ method: 'POST', url: `/api/${url}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

type GuardedCall = { call: string; rule: AccessRule; send: (token: string) => ReturnType<TestApp['inject']>; allowed: number };

const GUARDED_CALLS: GuardedCall[] = [
  { call: 'GET projects', rule: canSeeProjects, send: get('projects?page=1&resPerPage=50'), allowed: 200 },
  { call: 'GET project-statuses', rule: canSeeProjects, send: get('project-statuses'), allowed: 200 },
  { call: 'POST save-project', rule: canCreateProjects, send: postForm('save-project'), allowed: 422 },
  // Project 8 is one the limited PM sees (every eighth seeded project is of its type and category).
  { call: 'POST save-project/8', rule: canManageProjectDetails, send: postForm('save-project/8'), allowed: 422 },
  { call: 'GET project-parents/8', rule: canManageProjectDetails, send: get('project-parents/8'), allowed: 200 },
  { call: 'GET project-resources/8', rule: canEditResources, send: get('project-resources/8'), allowed: 200 },
  {
    call: 'GET reports-projects',
    rule: canReadReports,
    send: get('reports-projects?startDate=2020-01-01&endDate=2030-12-31'),
    allowed: 200,
  },
  { call: 'GET clients', rule: canManageConfiguration, send: get('clients?page=0&resPerPage=10'), allowed: 200 },
  { call: 'GET users-by-role/2', rule: canManageConfiguration, send: get('users-by-role/2'), allowed: 200 },
  { call: 'GET users-by-role/4', rule: canManageDevelopers, send: get('users-by-role/4'), allowed: 200 },
];

describe('the API enforces what the shared access rules promise', () => {
  it('sees each signed-in demo account as the seed describes it', () => {
    for (const account of ACCOUNTS) {
      const user = DEMO_USERS[account] as { role: number; isLimitedPm?: boolean; hasApproval?: boolean };
      expect(signedIn[account].subject).toEqual(
        accessOf({ role: user.role, isLimitedPm: user.isLimitedPm ?? false, hasApproval: user.hasApproval ?? false }),
      );
    }
  });

  it.each(GUARDED_CALLS)('$call', async ({ rule, send, allowed }) => {
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    for (const account of ACCOUNTS) {
      const { token, subject } = signedIn[account];
      expected[account] = rule(subject) ? allowed : 403;
      actual[account] = (await send(token)).statusCode;
    }
    expect(actual).toEqual(expected);
    // Every call has an account on each side, so neither answer is taken for granted.
    expect(Object.values(expected)).toEqual(expect.arrayContaining([allowed, 403]));
  });
});
