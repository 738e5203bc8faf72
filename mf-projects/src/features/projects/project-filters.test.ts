import type { AccessSubject } from '@portal/shared/access';
import { ALL_STATUSES, changedFilterValues, effectiveStatus, toProjectFilters, visibleFilters } from './project-filters';

const developer: AccessSubject = { role: 1, isLimitedPm: false, isIt: false, hasApproval: 0 };
const clientPm: AccessSubject = { role: 3, isLimitedPm: false, isIt: false, hasApproval: 0 };
const projectManager: AccessSubject = { role: 2, isLimitedPm: false, isIt: false, hasApproval: 1 };
const limitedPm: AccessSubject = { role: 2, isLimitedPm: true, isIt: false, hasApproval: 0 };

describe('project filters', () => {
  it('shows status, title and cost estimation to everyone, the role filter to role 1 team leads, the rest to project managers', () => {
    expect([...visibleFilters(developer, false)]).toEqual(['status', 'title', 'costEstimation']);
    expect(visibleFilters(developer, true).has('role')).toBe(true);
    expect(visibleFilters(clientPm, true).has('role')).toBe(false);
    expect(visibleFilters(projectManager, false).size).toBe(11);
    const limited = visibleFilters(limitedPm, false);
    expect(['clientPM', 'type', 'pm', 'categoryId'].filter((name) => limited.has(name as never))).toEqual([]);
    expect(limited.has('clientId') && limited.has('brandId') && limited.has('jobNumbers')).toBe(true);
  });

  it('starts on the second status of the list', () => {
    expect(effectiveStatus({}, [{ id: 1 }, { id: 2 }, { id: 3 }])).toBe(2);
    expect(effectiveStatus({ status: 0 }, [{ id: 1 }, { id: 2 }])).toBe(0);
    expect(effectiveStatus({}, undefined)).toBeUndefined();
  });

  it("drops the chosen job numbers when another status is chosen (they are that status' list), keeps them otherwise", () => {
    const before = { status: 2, jobNumbers: [4, 5], title: 'Launch' };
    expect(changedFilterValues(before, { ...before, status: 1 })).toEqual({ status: 1, jobNumbers: undefined, title: 'Launch' });
    expect(changedFilterValues(before, { ...before, status: ALL_STATUSES })).toEqual({ ...before, status: ALL_STATUSES });
    expect(changedFilterValues(before, { ...before, title: 'Launches' })).toEqual({ ...before, title: 'Launches' });
  });

  it('sends only the filters the user sees, job numbers comma-separated, empty text left out', () => {
    const values = { title: 'cam', description: '', jobNumbers: [4, 9], clientId: 3, role: 'teamlead' as const };
    expect(toProjectFilters(values, 2, visibleFilters(projectManager, false))).toEqual({
      status: 2,
      role: undefined,
      jn: '4,9',
      costEstimation: undefined,
      title: 'cam',
      description: undefined,
      clientId: 3,
      brandId: undefined,
      clientPM: undefined,
      type: undefined,
      pm: undefined,
      categoryId: undefined,
    });
    expect(toProjectFilters(values, 2, visibleFilters(developer, true))).toMatchObject({
      role: 'teamlead',
      jn: undefined,
      clientId: undefined,
    });
  });
});
