import { describe, expect, it } from '@jest/globals';
import { addDays, addMonths, displayDate, isWorkingDay, nextWorkingDays, toIsoDateTime } from './dates';

describe('dates', () => {
  it('writes a date for people as DD.MM.YYYY', () => {
    expect(displayDate('2027-04-05')).toBe('05.04.2027');
    expect(displayDate('2027-04-05T09:30:00.000Z')).toBe('05.04.2027');
  });

  it('adds days across months and years', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, cutting to the last day of a shorter month', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-12-31', 1)).toBe('2025-01-31');
  });

  it('lists the next working days after a date', () => {
    // 2025-01-03 is a Friday.
    expect(nextWorkingDays('2025-01-03', 3)).toEqual(['2025-01-06', '2025-01-07', '2025-01-08']);
    expect(nextWorkingDays('2025-01-06', 3)).toEqual(['2025-01-07', '2025-01-08', '2025-01-09']);
    expect(isWorkingDay('2025-01-04')).toBe(false);
  });

  it('reads PostgreSQL timestamps', () => {
    expect(toIsoDateTime('2025-01-31 09:15:00.123+00')).toBe('2025-01-31T09:15:00.123Z');
    expect(toIsoDateTime('2025-01-31 11:15:00+02')).toBe('2025-01-31T09:15:00.000Z');
    expect(toIsoDateTime('2025-01-31 11:15:00+0530')).toBe('2025-01-31T05:45:00.000Z');
    expect(toIsoDateTime(new Date('2025-01-31T09:15:00Z'))).toBe('2025-01-31T09:15:00.000Z');
  });
});
