import type { WeekResponse } from '@portal/shared';
import { entry, timesheetProject as project } from '../../testing/timesheet-testing';
import { cellHours, gridRows, rowHeads, weekTotal } from './grid-rows';

const PROJECTS = [project({}), project({ id: 8, title: 'Retainer hours', type_id: 2 })];

const days = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
function weekOf(...entries: ReturnType<typeof entry>[]): Pick<WeekResponse, 'entries'> {
  return {
    entries: Object.fromEntries(
      days.map((day) => {
        const ofDay = entries.filter((e) => e.manual_date === day);
        return [day, { total_hours: ofDay.reduce((total, e) => total + e.hours, 0), timesheet_entries: ofDay }];
      }),
    ),
  };
}

describe('the week grid rows', () => {
  it('makes one row per project and activity with its entries per day and totals', () => {
    const week = weekOf(
      entry({ id: 1, hours: 3, manual_date: '2026-11-16' }),
      entry({ id: 2, hours: 5.5, manual_date: '2026-11-17', mjn: 'ignored' }),
      entry({ id: 3, hours: 2, manual_date: '2026-11-17', activity_type_id: 3, activity_name: 'Design' }),
      entry({ id: 4, hours: 1.25, manual_date: '2026-11-17' }),
    );
    const rows = gridRows(week, PROJECTS);
    expect(rows.map((row) => [row.project_title, row.activity_name, row.total])).toEqual([
      ['Spring campaign', 'Design', 2],
      ['Spring campaign', 'Front-end Development', 9.75],
    ]);
    // Two entries on one day share the cell: it holds both.
    expect(rows[1].days['2026-11-17'].map((e) => e.id)).toEqual([2, 4]);
    expect(cellHours(rows[1].days['2026-11-17'])).toBe(6.75);
    expect(rows[1].days['2026-11-20']).toEqual([]);
    expect(weekTotal(week)).toBe(11.75);
  });

  it('separates rows by MJN only on projects that need one (time and material)', () => {
    const retainer = { project_id: 8, project_title: 'Retainer hours' };
    const week = weekOf(
      entry({ id: 1, ...retainer, mjn: 'MJN-1', manual_date: '2026-11-16' }),
      entry({ id: 2, ...retainer, mjn: 'MJN-2', manual_date: '2026-11-16' }),
      entry({ id: 3, ...retainer, mjn: 'MJN-1', manual_date: '2026-11-17' }),
    );
    const rows = gridRows(week, PROJECTS);
    expect(rows.map((row) => [row.mjn, row.total])).toEqual([
      ['MJN-1', 6],
      ['MJN-2', 3],
    ]);
  });

  it('adds rows without hours beside the week, once; copied heads carry no hours', () => {
    const last = weekOf(
      entry({ id: 1, hours: 7, manual_date: '2026-11-18' }),
      entry({ id: 2, project_id: 8, project_title: 'Retainer hours', mjn: 'MJN-1' }),
    );
    const heads = rowHeads(last, PROJECTS);
    expect(heads).toEqual([
      { project_id: 8, project_title: 'Retainer hours', activity_type_id: 2, activity_name: 'Front-end Development', mjn: 'MJN-1' },
      { project_id: 7, project_title: 'Spring campaign', activity_type_id: 2, activity_name: 'Front-end Development', mjn: null },
    ]);
    const thisWeek = weekOf(entry({ id: 9, hours: 4, manual_date: '2026-11-19' }));
    const rows = gridRows(thisWeek, PROJECTS, heads);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.total)).toEqual([0, 4]);
  });
});
