import { TOO_LARGE_MESSAGE } from '../finance-panel/money-bounds';
import { estimateBoundsErrors, lineValueError, MAX_LINES, TOO_MANY_LINES_MESSAGE } from './estimate-bounds';

const piece = (quantity: string, unit_cost: string) => ({ item_type_id: 2, quantity, unit_cost });

describe('estimateBoundsErrors', () => {
  it(`takes ${MAX_LINES} lines and refuses one more, as the API does`, () => {
    const lines = Array.from({ length: MAX_LINES }, () => piece('1', '1'));
    expect(estimateBoundsErrors(lines)).toEqual({});
    expect(estimateBoundsErrors([...lines, piece('1', '1')])).toEqual({ too_many_lines: TOO_MANY_LINES_MESSAGE });
  });

  it('refuses a line value or an estimate value past numeric(14,2), after the discount', () => {
    expect(lineValueError(piece('100', '9999999999.99'))).toBeUndefined();
    expect(lineValueError(piece('100.01', '9999999999.99'))).toBe(TOO_LARGE_MESSAGE);
    const twice = [piece('600000', '1000000'), piece('600000', '1000000')];
    expect(estimateBoundsErrors(twice)).toEqual({ estimate_value: TOO_LARGE_MESSAGE });
    expect(estimateBoundsErrors([...twice, { item_type_id: 3, discount: '50' }])).toEqual({});
  });
});
