import { foldSlices, OTHER_SLICE_ID, type PieSlice } from './fold-slices';

const slice = (label: string, value: number): PieSlice => ({ id: label, label, value });

describe('foldSlices', () => {
  it('keeps the eight largest and folds the rest into Other with their sum and names', () => {
    const slices = [5, 1.1, 12, 3, 8, 0.2, 7, 2.2, 9, 4, 6].map((value) => slice(`Activity ${value}`, value));
    const folded = foldSlices(slices);
    expect(folded.map((each) => each.label)).toEqual([
      'Activity 12',
      'Activity 9',
      'Activity 8',
      'Activity 7',
      'Activity 6',
      'Activity 5',
      'Activity 4',
      'Activity 3',
      'Other',
    ]);
    expect(folded.at(-1)).toEqual({
      id: OTHER_SLICE_ID,
      label: 'Other',
      value: 3.5,
      folded: ['Activity 2.2', 'Activity 1.1', 'Activity 0.2'],
    });
    // Nothing is lost: the pie's whole is the report's total.
    expect(folded.reduce((sum, each) => sum + each.value, 0)).toBeCloseTo(
      slices.reduce((sum, each) => sum + each.value, 0),
      9,
    );
  });

  it('draws nine slices as they are, and leaves out the empty ones', () => {
    const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((value) => slice(`Type ${value}`, value));
    expect(foldSlices([...nine, slice('Nothing', 0)]).map((each) => each.label)).toEqual(nine.map((each) => each.label).reverse());
    expect(foldSlices([slice('Other', 2), slice('Design', 3)])).toEqual([
      { id: 'Design', label: 'Design', value: 3, folded: [] },
      { id: 'Other', label: 'Other', value: 2, folded: [] },
    ]);
  });
});
