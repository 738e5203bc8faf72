import { percentChange } from './percent-change';

describe('percentChange (100 - past / current * 100, 0 when invalid)', () => {
  it.each([
    [10, 5, 50],
    [4, 8, -100],
    [3, 3, 0],
    [3, 1, 66.7],
    [0, 5, 0], // -Infinity
    [0, 0, 0], // NaN
    [7, 0, 100],
  ])('current %d, past %d gives %d', (current, past, expected) => {
    expect(percentChange(current, past)).toBe(expected);
  });
});
