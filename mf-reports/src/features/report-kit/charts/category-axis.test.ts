import { categoryAxis, rowsAxis, tickLabel } from './category-axis';

const days = (count: number) => Array.from({ length: count }, (_, index) => `${String(index + 1).padStart(2, '0')}.03`);

describe('categoryAxis', () => {
  it('keeps every label level while each fits its place', () => {
    const axis = categoryAxis(days(7), 700);
    expect(axis).toMatchObject({ tickValues: days(7), tickRotation: 0 });
  });

  it('turns the labels when they no longer fit level, and keeps every one while turned ones do not touch', () => {
    const axis = categoryAxis(['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026'], 300);
    expect(axis.tickRotation).toBe(-45);
    expect(axis.tickValues).toHaveLength(6);
    // The turned labels need more room below the plot than level ones.
    expect(axis.bottomMargin).toBeGreaterThan(categoryAxis(days(7), 700).bottomMargin);
  });

  it('draws only every n-th label when many categories share a narrow plot', () => {
    // A month of days on a phone's card: 31 places of under 6 px each.
    const axis = categoryAxis(days(31), 180);
    expect(axis.tickValues).toEqual(['01.03', '05.03', '09.03', '13.03', '17.03', '21.03', '25.03', '29.03']);
  });

  it('cuts long names, and the room below grows with the longest label up to the cut', () => {
    expect(tickLabel('A very long client project manager name')).toBe('A very long cl…');
    const short = categoryAxis(['Ann', 'Bob'], 40);
    const long = categoryAxis(['A very long client project manager name', 'Bob'], 40);
    const longer = categoryAxis(['An even much longer client project manager name', 'Bob'], 40);
    expect(long.bottomMargin).toBeGreaterThan(short.bottomMargin);
    expect(longer.bottomMargin).toBe(long.bottomMargin);
  });

  it('turns the labels before the chart is measured', () => {
    expect(categoryAxis(days(3), 0)).toMatchObject({ tickValues: days(3), tickRotation: -45 });
  });
});

describe('rowsAxis', () => {
  const names = ['Paula Martin', 'Maximilian Alexander von Hohenberg', 'Claire Porter'];

  it('writes every name beside its bar, as wide as the longest cut name', () => {
    const axis = rowsAxis(names, 240);
    expect(axis.tickValues).toEqual(names);
    expect(axis.leftMargin).toBe(rowsAxis(['Maximilian Alex'], 240).leftMargin);
    expect(axis.leftMargin).toBeGreaterThan(rowsAxis(['Paula Martin'], 240).leftMargin);
  });

  it('writes every other name when the rows are thinner than a line of text', () => {
    const many = Array.from({ length: 30 }, (_, index) => `Name ${index}`);
    expect(rowsAxis(many, 240).tickValues).toEqual(many.filter((_, index) => index % 2 === 0));
  });
});
