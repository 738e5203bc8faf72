import { estimateValue, lineValue } from './estimate-value';

describe('lineValue', () => {
  it('is quantity x unit cost to the cent, for hour and piece lines', () => {
    expect(lineValue({ item_type_id: 1, quantity: 10, unit_cost: '45' })).toBe('450.00');
    expect(lineValue({ item_type_id: 2, quantity: 2, unit_cost: 150.25 })).toBe('300.50');
    // 0.1 x 0.2 in floats is 0.020000000000000004; in cents it is exact.
    expect(lineValue({ item_type_id: 2, quantity: 0.1, unit_cost: 0.2 })).toBe('0.02');
    expect(lineValue({ item_type_id: 2, quantity: 1.15, unit_cost: 1.15 })).toBe('1.32');
  });

  it('is nothing for a discount line or while a figure is missing or not an amount', () => {
    expect(lineValue({ item_type_id: 3, discount: 10 })).toBeNull();
    expect(lineValue({ item_type_id: 1, quantity: 3 })).toBeNull();
    expect(lineValue({ item_type_id: 2, quantity: 3, unit_cost: 'ten' })).toBeNull();
  });
});

describe('estimateValue', () => {
  it('sums hour and piece lines and takes the discount percentage off, as the API computes it', () => {
    const lines = [
      { item_type_id: 1, quantity: 10, unit_cost: '45' },
      { item_type_id: 2, quantity: 2, unit_cost: 150.25 },
      { item_type_id: 3, discount: 10 },
    ];
    // (450 + 300.50) x 0.9 = 675.45, the API test's figure for a rate of 45.
    expect(estimateValue(lines)).toBe('675.45');
    expect(estimateValue(lines.slice(0, 2))).toBe('750.50');
  });

  it('rounds half a cent up and takes a fractional percentage', () => {
    expect(
      estimateValue([
        { item_type_id: 2, quantity: 1, unit_cost: 0.05 },
        { item_type_id: 3, discount: 50 },
      ]),
    ).toBe('0.03');
    expect(
      estimateValue([
        { item_type_id: 2, quantity: 3, unit_cost: 33.33 },
        { item_type_id: 3, discount: 12.5 },
      ]),
    ).toBe('87.49');
  });

  it('is zero without priced lines, and ignores lines whose type is not chosen yet', () => {
    expect(estimateValue([])).toBe('0.00');
    expect(
      estimateValue([
        { quantity: 5, unit_cost: 5 },
        { item_type_id: 3, discount: 20 },
      ]),
    ).toBe('0.00');
  });
});
