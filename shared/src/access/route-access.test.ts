import type { AccessSubject } from './access-subject';
import { homePath, routeAccess } from './route-access';

const pm: AccessSubject = { role: 2, isLimitedPm: false, isIt: false, hasApproval: 1 };
const limitedPm: AccessSubject = { role: 2, isLimitedPm: true, isIt: false, hasApproval: 0 };
const it_: AccessSubject = { role: 6, isLimitedPm: false, isIt: true, hasApproval: 0 };
const developer: AccessSubject = { role: 1, isLimitedPm: false, isIt: false, hasApproval: 0 };
const approvingDeveloper: AccessSubject = { ...developer, hasApproval: 1 };
const clientPm: AccessSubject = { role: 3, isLimitedPm: false, isIt: false, hasApproval: 0 };

const allow = { kind: 'allow' };
const toLogin = { kind: 'redirect', to: '/login' };
const denied = { kind: 'deny', home: '/' };
const deniedToProjects = { kind: 'deny', home: '/projects' };

describe('routeAccess', () => {
  it('lets anyone open the public pages', () => {
    for (const path of ['/login', '/forgot', '/change-password/abc', '/logout']) {
      expect(routeAccess(path, null)).toEqual(allow);
    }
  });

  it('sends visitors without a session to /login', () => {
    expect(routeAccess('/', null)).toEqual(toLogin);
    expect(routeAccess('/projects', null)).toEqual(toLogin);
  });

  it('lets an IT user open / and /config/developers and refuses every other page, pointing home to /', () => {
    expect(routeAccess('/', it_)).toEqual(allow);
    expect(routeAccess('/config/developers', it_)).toEqual(allow);
    for (const path of ['/projects', '/project/4', '/config/clients', '/reports/income', '/timesheet']) {
      expect(routeAccess(path, it_)).toEqual(denied);
    }
  });

  it('sends a limited PM from the dashboard to /projects and refuses the barred areas, pointing home to /projects', () => {
    expect(routeAccess('/', limitedPm)).toEqual({ kind: 'redirect', to: '/projects' });
    expect(routeAccess('/projects', limitedPm)).toEqual(allow);
    for (const path of ['/config/clients', '/reports/projects', '/approval', '/timesheet', '/user-working-places']) {
      expect(routeAccess(path, limitedPm)).toEqual(deniedToProjects);
    }
  });

  it("names each user's home: the dashboard, or the projects list for a limited PM", () => {
    expect(homePath(limitedPm)).toBe('/projects');
    for (const subject of [pm, it_, developer, clientPm]) expect(homePath(subject)).toBe('/');
  });

  it('keeps configuration and reports for full project managers', () => {
    expect(routeAccess('/config/clients', pm)).toEqual(allow);
    expect(routeAccess('/reports/income', pm)).toEqual(allow);
    for (const subject of [developer, clientPm]) {
      expect(routeAccess('/config/activity-types', subject)).toEqual(denied);
      expect(routeAccess('/reports/projects', subject)).toEqual(denied);
    }
  });

  it('opens approval to full PMs and to users granted approval, and waits until that is known', () => {
    expect(routeAccess('/approval', pm)).toEqual(allow);
    expect(routeAccess('/approval', approvingDeveloper)).toEqual(allow);
    expect(routeAccess('/approval', developer)).toEqual(denied);
    expect(routeAccess('/approval', { ...developer, hasApproval: null })).toEqual({ kind: 'wait' });
  });

  it('does not mistake a longer path for a guarded prefix', () => {
    expect(routeAccess('/configuration-help', developer)).toEqual(allow);
    expect(routeAccess('/timesheets-archive', limitedPm)).toEqual(allow);
  });
});
