import type { TimesheetProject } from '@portal/shared';
import { dateBounds, dateOutOfBounds, hoursError, mjnRequired, offeredProjects, toPayload } from './entry-rules';

const project = (overrides: Partial<TimesheetProject>): TimesheetProject => ({
  id: 7,
  title: 'Spring campaign',
  status_id: 2,
  type_id: 1,
  min_te_date: null,
  is_vacation: false,
  ...overrides,
});

describe('the entry form rules', () => {
  it('never suggests closed (3) or cancelled (5) projects', () => {
    const projects = [1, 2, 3, 5].map((status_id) => project({ id: status_id, status_id }));
    expect(offeredProjects(projects).map((p) => p.id)).toEqual([1, 2]);
  });

  it("bounds the date by the project's min_te_date and by today, except on a vacation project", () => {
    expect(dateBounds(project({ min_te_date: '2026-11-02' }), '2026-11-23')).toEqual({ minDate: '2026-11-02', maxDate: '2026-11-23' });
    expect(dateBounds(project({ is_vacation: true }), '2026-11-23')).toEqual({ minDate: undefined, maxDate: undefined });
    const bounds = dateBounds(project({ min_te_date: '2026-11-02' }), '2026-11-23');
    expect(dateOutOfBounds('2026-11-01', bounds)).toBe('Too early for this project');
    expect(dateOutOfBounds('2026-11-24', bounds)).toBe('Cannot be in the future');
    expect(dateOutOfBounds('2026-11-02', bounds)).toBeUndefined();
    expect(dateOutOfBounds('2027-01-04', dateBounds(project({ is_vacation: true }), '2026-11-23'))).toBeUndefined();
  });

  it('requires an MJN for time and material projects, except project 10417', () => {
    expect(mjnRequired(project({ type_id: 2 }))).toBe(true);
    expect(mjnRequired(project({ id: 10417, type_id: 2 }))).toBe(false);
    expect(mjnRequired(project({ type_id: 1 }))).toBe(false);
    expect(mjnRequired(undefined)).toBe(false);
  });

  it('takes hours above 0.1 and up to 100, and says "Required" otherwise', () => {
    expect([0.1, 0, -1, 100.01, undefined, Number.NaN].map(hoursError)).toEqual(Array(6).fill('Required'));
    expect([0.11, 1, 7.5, 100].map(hoursError)).toEqual(Array(4).fill(undefined));
  });

  it('sends the flags as 0 or 1 and empty texts as null', () => {
    expect(
      toPayload({
        project_id: 7,
        activity_type_id: 2,
        hours: 2.5,
        manual_date: '2026-11-23',
        overtime: true,
        qa_issue: false,
        details: '  ',
        mjn: ' MJN-1 ',
      }),
    ).toEqual({
      project_id: 7,
      activity_type_id: 2,
      hours: 2.5,
      manual_date: '2026-11-23',
      extra_request: 0,
      overtime: 1,
      qa_issue: 0,
      details: null,
      mjn: 'MJN-1',
    });
  });
});
