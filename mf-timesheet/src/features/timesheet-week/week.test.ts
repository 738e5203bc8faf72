import type { WeekResponse } from '@portal/shared';
import { isShortfall, visibleDays, weekLabel } from './week';

const day = (total_hours: number) => ({ total_hours, timesheet_entries: [] });

describe('the week', () => {
  const week: WeekResponse = {
    startDate: '2026-11-16',
    endDate: '2026-11-22',
    weekNo: 47,
    entries: {
      '2026-11-16': day(8),
      '2026-11-17': day(6),
      '2026-11-18': day(0),
      '2026-11-19': day(10),
      '2026-11-20': day(7.99),
      '2026-11-21': { total_hours: 2, timesheet_entries: [{ id: 1 } as never] },
      '2026-11-22': day(0),
    },
  };

  it('is labelled "Week: start - end"', () => {
    expect(weekLabel(week)).toBe('Week: 16.11.2026 - 22.11.2026');
  });

  it('shows Monday to Friday always and the weekend only with entries', () => {
    expect(visibleDays(week).map((d) => d.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('flags a day under 8 hours as a shortfall', () => {
    expect([0, 6, 7.99, 8, 10].map(isShortfall)).toEqual([true, true, true, false, false]);
  });
});
