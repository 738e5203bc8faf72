import { lastDays, nextPeriod, yearToDate } from './report-period';

describe('report period', () => {
  it('runs from 1 January to today, or the last days up to today', () => {
    const today = new Date(2026, 10, 22);
    expect(yearToDate(today)).toEqual({ startDate: '2026-01-01', endDate: '2026-11-22' });
    expect(lastDays(7, today)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-22' });
    expect(lastDays(365, today)).toEqual({ startDate: '2025-11-22', endDate: '2026-11-22' });
  });

  it("counts back across month and year ends, leap days included, in the viewer's calendar", () => {
    expect(lastDays(7, new Date(2026, 2, 3))).toEqual({ startDate: '2026-02-24', endDate: '2026-03-03' });
    expect(lastDays(31, new Date(2026, 0, 10))).toEqual({ startDate: '2025-12-10', endDate: '2026-01-10' });
    expect(lastDays(365, new Date(2024, 2, 1))).toEqual({ startDate: '2023-03-02', endDate: '2024-03-01' });
    // Late in the evening the viewer's day is still today, whatever the UTC date already is.
    expect(yearToDate(new Date(2026, 11, 31, 23, 30))).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
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
