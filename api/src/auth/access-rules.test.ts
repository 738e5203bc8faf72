import { describe, expect, it } from '@jest/globals';
import * as access from '@portal/shared/access';
import { DEMO_USERS, type SeedUser } from '../db/seed-data';
import { accessOf } from '../users/auth-user';

/**
 * Every shared access rule's answer for each demo account, as the seed stores the account and
 * sessionRoleOf turns it into a session (README "Demo accounts", docs/roles.md).
 */
const TABLE = `
  rule                              pm   dev  dev2 limited it   clientPm
  isProjectManager                  yes  no   no   yes     no   no
  isFullProjectManager              yes  no   no   no      no   no
  isLimitedPm                       no   no   no   yes     no   no
  isItUser                          no   no   no   no      yes  no
  isDeveloper                       no   yes  yes  no      no   no
  canSeeDashboard                   yes  yes  yes  no      yes  yes
  canSeeProjects                    yes  yes  yes  yes     no   yes
  canCreateProjects                 yes  no   no   yes     no   no
  canEditProjects                   yes  no   no   no      no   no
  canManageProjectDetails           yes  no   no   yes     no   no
  canOpenPendingProjects            yes  no   no   no      no   no
  canSeeFinance                     yes  no   no   no      no   no
  canEditResources                  yes  no   no   no      no   no
  canApprove                        yes  yes  no   no      no   no
  canKeepTimesheetAndWorkingPlaces  yes  yes  yes  no      no   yes
  canLogTime                        yes  yes  yes  no      no   no
  canManageConfiguration            yes  no   no   no      no   no
  canManageDevelopers               yes  no   no   no      yes  no
  canReadReports                    yes  no   no   no      no   no
`;

type Account = keyof typeof DEMO_USERS;
type RuleName = keyof typeof access;

const [header, ...rows] = TABLE.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const accounts = header.slice(1) as Account[];
const expected = rows.map(([rule, ...answers]) => ({ rule: rule as RuleName, answers: answers.map((answer) => answer === 'yes') }));

const subjectOf = (user: SeedUser) =>
  accessOf({ role: user.role, isLimitedPm: user.isLimitedPm ?? false, hasApproval: user.hasApproval ?? false });

describe('the shared access rules for the six demo accounts', () => {
  it('has a column for every demo account and a row for every rule', () => {
    expect([...accounts].sort()).toEqual(Object.keys(DEMO_USERS).sort());
    // isPublicPath is about paths, not people.
    const rules = Object.keys(access).filter((name) => /^(is|can)[A-Z]/.test(name) && name !== 'isPublicPath');
    expect(expected.map((row) => row.rule).sort()).toEqual(rules.sort());
  });

  it.each(expected)('$rule', ({ rule, answers }) => {
    const predicate = access[rule] as access.AccessRule;
    const actual = accounts.map((account) => predicate(subjectOf(DEMO_USERS[account])));
    expect(Object.fromEntries(accounts.map((account, i) => [account, actual[i]]))).toEqual(
      Object.fromEntries(accounts.map((account, i) => [account, answers[i]])),
    );
  });
});
