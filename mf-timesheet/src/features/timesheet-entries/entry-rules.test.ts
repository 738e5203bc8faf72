import { dateBounds, dateOutOfBounds, hoursError, mjnRequired, offeredProjects, toPayload } from './entry-rules';
import { HOURS_INPUT_MESSAGES } from './hours-input';
import { timesheetProject as project } from '../../testing/timesheet-testing';

describe('the entry form rules', () => {
  it('never suggests closed (3) or cancelled (5) projects', () => {
    const projects = [1, 2, 3, 5].map((status_id) => project({ id: status_id, status_id }));
    expect(offeredProjects(projects).map((p) => p.id)).toEqual([1, 2]);
  });

  it("bounds the date by the project's start or min_te_date and by today; a vacation project a year ahead", () => {
    expect(dateBounds(project({ min_te_date: '2026-11-02' }), '2026-11-23')).toEqual({ minDate: '2026-11-02', maxDate: '2026-11-23' });
    expect(dateBounds(project({ start_date: '2026-11-09', min_te_date: '2026-11-02' }), '2026-11-23')).toEqual({
      minDate: '2026-11-09',
      maxDate: '2026-11-23',
    });
    expect(dateBounds(project({ start_date: '2026-10-01' }), '2026-11-23')).toEqual({ minDate: '2026-10-01', maxDate: '2026-11-23' });
    expect(dateBounds(project({ is_vacation: true }), '2026-11-23')).toEqual({ minDate: '2025-01-06', maxDate: '2027-11-23' });
    const bounds = dateBounds(project({ min_te_date: '2026-11-02' }), '2026-11-23');
    expect(dateOutOfBounds('2026-11-01', bounds, '2026-11-23')).toBe('Too early for this project');
    expect(dateOutOfBounds('2026-11-24', bounds, '2026-11-23')).toBe('Cannot be in the future');
    expect(dateOutOfBounds('2026-11-02', bounds, '2026-11-23')).toBeUndefined();
    const vacation = dateBounds(project({ is_vacation: true }), '2026-11-23');
    expect(dateOutOfBounds('2027-11-23', vacation, '2026-11-23')).toBeUndefined();
    expect(dateOutOfBounds('2027-11-24', vacation, '2026-11-23')).toBe('At most a year ahead');
  });

  it('requires an MJN for time and material projects, except project 10417', () => {
    expect(mjnRequired(project({ type_id: 2 }))).toBe(true);
    expect(mjnRequired(project({ id: 10417, type_id: 2 }))).toBe(false);
    expect(mjnRequired(project({ type_id: 1 }))).toBe(false);
    expect(mjnRequired(undefined)).toBe(false);
  });

  it('takes hours above 0.1 and up to 100 as typed, says "Required" otherwise, and what the day still takes', () => {
    expect(['0.1', '0', '100.01', '', undefined, '0,1'].map((typed) => hoursError(typed))).toEqual(Array(6).fill('Required'));
    expect(['0.11', '1', '7,5', '1:30', '100'].map((typed) => hoursError(typed))).toEqual(Array(5).fill(undefined));
    expect(hoursError('-1')).toBe(HOURS_INPUT_MESSAGES.notUnderstood);
    expect(hoursError('1.333')).toBe(HOURS_INPUT_MESSAGES.tooManyDecimals);
    expect(hoursError('8', 8)).toBeUndefined();
    expect(hoursError('8,5', 8)).toBe('Only 8 h are left on this day: one day holds at most 24 hours.');
    expect(hoursError('0.25', 0)).toBe('No hours are left on this day: one day holds at most 24 hours.');
  });

  it('sends the flags as 0 or 1 and empty texts as null', () => {
    expect(
      toPayload({
        project_id: 7,
        activity_type_id: 2,
        hours: '2,5',
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
