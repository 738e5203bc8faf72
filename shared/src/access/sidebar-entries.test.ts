import type { SessionRole } from '../contract';
import type { AccessSubject } from './access-subject';
import { CONFIG_LINKS, REPORT_LINKS, sidebarEntries } from './sidebar-entries';

const ROLES: SessionRole[] = [1, 2, 3, 6];
const APPROVAL_VALUES = [null, 0, 1, 999];

/** Every combination of role, flags and approval level the session can hold. */
const everySubject: AccessSubject[] = ROLES.flatMap((role) =>
  [false, true].flatMap((isLimitedPm) =>
    [false, true].flatMap((isIt) => APPROVAL_VALUES.map((hasApproval) => ({ role, isLimitedPm, isIt, hasApproval }))),
  ),
);

const labels = (subject: AccessSubject) => sidebarEntries(subject).map((entry) => entry.label);
const describeSubject = (s: AccessSubject) =>
  `role ${s.role}${s.isLimitedPm ? ', limited PM' : ''}${s.isIt ? ', IT' : ''}, has_approval ${s.hasApproval}`;

describe('sidebar visibility table (document 1, section 2), for every role and flag', () => {
  it.each(everySubject.map((subject) => [describeSubject(subject), subject] as const))('%s', (_name, subject) => {
    const shown = labels(subject);
    const { role, isLimitedPm, isIt, hasApproval } = subject;

    // Dashboard: not a limited PM.
    expect(shown.includes('Dashboard')).toBe(!isLimitedPm);
    // Projects: not an IT user.
    expect(shown.includes('Projects')).toBe(!isIt);
    // Approval: has_approval at least the entry's minimum (1), hidden for limited PM and IT, and not before it is known.
    expect(shown.includes('Approval')).toBe(!isLimitedPm && !isIt && hasApproval !== null && hasApproval >= 1);
    // Working places, Timesheet: hidden for limited PM and IT.
    expect(shown.includes('Working places')).toBe(!isLimitedPm && !isIt);
    expect(shown.includes('Timesheet')).toBe(!isLimitedPm && !isIt);
    // Configuration: full PMs, and IT users (who see only Developers inside).
    expect(shown.includes('Configuration')).toBe((role === 2 && !isLimitedPm) || isIt);
    // Reports: full PMs only, never IT.
    expect(shown.includes('Reports')).toBe(role === 2 && !isLimitedPm && !isIt);
  });

  it('gives an IT user only the Developers page inside Configuration', () => {
    const configuration = sidebarEntries({ role: 6, isLimitedPm: false, isIt: true, hasApproval: 0 }).find(
      (entry) => entry.label === 'Configuration',
    );
    expect(configuration?.children).toEqual([{ label: 'Developers', path: '/config/developers' }]);
  });

  it('gives a full PM every configuration page and every report', () => {
    const entries = sidebarEntries({ role: 2, isLimitedPm: false, isIt: false, hasApproval: 1 });
    expect(entries.find((entry) => entry.label === 'Configuration')?.children).toHaveLength(14);
    expect(entries.find((entry) => entry.label === 'Reports')?.children).toHaveLength(13);
    expect(CONFIG_LINKS.map((link) => link.path)).toEqual(
      expect.arrayContaining(['/config/expenses-categories', '/config/timesheet-lock']),
    );
    expect(REPORT_LINKS.map((link) => link.path)).toContain('/reports/cat-occupacy-per-day');
  });

  it('shows the demo users the menus the README promises', () => {
    expect(labels({ role: 2, isLimitedPm: false, isIt: false, hasApproval: 1 })).toEqual([
      'Dashboard',
      'Projects',
      'Approval',
      'Working places',
      'Timesheet',
      'Configuration',
      'Reports',
    ]);
    expect(labels({ role: 1, isLimitedPm: false, isIt: false, hasApproval: 0 })).toEqual([
      'Dashboard',
      'Projects',
      'Working places',
      'Timesheet',
    ]);
    expect(labels({ role: 2, isLimitedPm: true, isIt: false, hasApproval: 0 })).toEqual(['Projects']);
    expect(labels({ role: 6, isLimitedPm: false, isIt: true, hasApproval: 0 })).toEqual(['Dashboard', 'Configuration']);
  });
});
