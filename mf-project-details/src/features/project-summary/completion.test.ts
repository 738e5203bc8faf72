import { DateTime } from 'luxon';
import { completionPercent, completionTone } from './completion';

const on = (iso: string) => DateTime.fromISO(iso);

describe('the completion bar', () => {
  it('is the elapsed share of the time from start to deadline', () => {
    expect(completionPercent('2026-01-01', '2026-01-11', on('2026-01-01'))).toBe(0);
    expect(completionPercent('2026-01-01', '2026-01-11', on('2026-01-06'))).toBe(50);
    expect(completionPercent('2026-01-01', '2026-01-11', on('2026-01-11'))).toBe(100);
  });

  it('is capped at 0 before the start and at 100 after the deadline', () => {
    expect(completionPercent('2026-01-01', '2026-01-11', on('2025-12-01'))).toBe(0);
    expect(completionPercent('2026-01-01', '2026-01-11', on('2026-03-01'))).toBe(100);
    expect(completionPercent('2026-01-05', '2026-01-05', on('2026-01-06'))).toBe(100);
  });

  it('is green below 50 %, orange below 75 %, red otherwise', () => {
    expect([0, 49, 50, 74, 75, 100].map(completionTone)).toEqual(['green', 'green', 'orange', 'orange', 'red', 'red']);
  });
});
