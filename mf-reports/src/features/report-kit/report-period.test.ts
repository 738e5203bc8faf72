import { DateTime } from 'luxon';
import { lastDays, nextPeriod, yearToDate } from './report-period';

describe('report period', () => {
  it('runs from 1 January to today, or the last days up to today', () => {
    const today = DateTime.fromISO('2026-11-22');
    expect(yearToDate(today)).toEqual({ startDate: '2026-01-01', endDate: '2026-11-22' });
    expect(lastDays(7, today)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-22' });
    expect(lastDays(365, today)).toEqual({ startDate: '2025-11-22', endDate: '2026-11-22' });
  });

  it('pushes the end forward when the start passes it, and keeps a cleared date', () => {
    const previous = { startDate: '2026-01-01', endDate: '2026-03-01' };
    expect(nextPeriod({ startDate: '2026-04-10', endDate: '2026-03-01' }, previous)).toEqual({
      startDate: '2026-04-10',
      endDate: '2026-04-10',
    });
    expect(nextPeriod({ startDate: '2026-02-01', endDate: '2026-03-01' }, previous)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-03-01',
    });
    expect(nextPeriod({ endDate: '2026-05-01' }, previous)).toEqual({ startDate: '2026-01-01', endDate: '2026-05-01' });
  });
});
