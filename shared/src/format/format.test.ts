import { formatCost, formatDate, formatDateTime, formatMonth, parseDate, truncate } from './format';

describe('formatting', () => {
  it('writes dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
  });

  it('reads typed DD.MM.YYYY dates back as YYYY-MM-DD, and nothing else', () => {
    expect(parseDate('07.03.2026')).toBe('2026-03-07');
    expect(parseDate(' 7.3.2026 ')).toBe('2026-03-07');
    expect(parseDate('30.02.2026')).toBeUndefined();
    expect(parseDate('07.03.26')).toBeUndefined();
    expect(parseDate('2026-03-07')).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
  });

  it('writes a timestamp in the viewer’s time zone, and a plain date on its own day in any zone', () => {
    const newYork = 'America/New_York';
    expect(formatDateTime('2026-03-07T03:30:00Z', newYork)).toBe('06.03.2026 22:30');
    expect(formatDateTime('2026-03-07T10:05:00+01:00', newYork)).toBe('07.03.2026 04:05');
    expect(formatDate('2026-03-07T03:30:00.123456Z', newYork)).toBe('06.03.2026');
    expect(formatDate('2026-03-07', newYork)).toBe('07.03.2026');
    expect(formatDate('2026-03-07', 'Pacific/Kiritimati')).toBe('07.03.2026');
    expect(formatDateTime('')).toBe('');
  });

  it('writes months as "Jan 2026", with English short names', () => {
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2026-09')).toBe('Sep 2026');
    expect(formatMonth('2025-12')).toBe('Dec 2025');
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('next month')).toBe('next month');
  });

  it('writes costs with two decimals', () => {
    expect(formatCost(1234.5)).toBe('1,234.50');
    expect(formatCost('-12')).toBe('-12.00');
    expect(formatCost(null)).toBe('0.00');
  });

  it('cuts long titles', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 3)).toBe('abc');
  });
});
