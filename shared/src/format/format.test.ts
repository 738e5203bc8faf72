import { formatCost, formatDate, truncate } from './format';

describe('formatting', () => {
  it('writes dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
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
