import { maxHoursError } from './resource-form-rules';

describe('the resource hours rule', () => {
  it('takes digits and dots ending in a digit, from 0 to 1,000,000', () => {
    for (const ok of ['0', '12', '12.5', '1000000']) expect(maxHoursError(ok, 1)).toBeUndefined();
    for (const bad of [undefined, '', '12.', '.', '-1', 'ten', '1.2.3', '1000000.5', '2000000'])
      expect(maxHoursError(bad, 1)).toBe('Required');
  });

  it('is skipped for activity 83', () => {
    expect(maxHoursError('', 83)).toBeUndefined();
    expect(maxHoursError('anything', 83)).toBeUndefined();
  });
});
