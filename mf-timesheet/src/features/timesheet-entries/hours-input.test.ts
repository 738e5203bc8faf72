import { describeHours, HOURS_INPUT_MESSAGES, readHours, stepHours } from './hours-input';

describe('reading the typed hours', () => {
  it('takes a decimal point, a decimal comma and hours:minutes alike', () => {
    for (const typed of ['1.5', '1,5', '1:30', ' 1.50 ', '01:30']) expect(readHours(typed)).toEqual({ hours: 1.5 });
    expect(readHours('8')).toEqual({ hours: 8 });
    expect(readHours(',25')).toEqual({ hours: 0.25 });
    expect(readHours('0:45')).toEqual({ hours: 0.75 });
    expect(readHours('7:48')).toEqual({ hours: 7.8 });
    expect(readHours('2:03')).toEqual({ hours: 2.05 });
    expect(readHours('0.11')).toEqual({ hours: 0.11 });
  });

  it('is empty while nothing is typed', () => {
    expect(readHours('')).toBeUndefined();
    expect(readHours('   ')).toBeUndefined();
    expect(readHours(undefined)).toBeUndefined();
  });

  it('refuses what it does not understand rather than guessing', () => {
    for (const typed of ['1.5.2', '1,500.25', 'abc', '1h30', '-2', '1:75', '1:5', '1:', '1e2', '1 5', '+3']) {
      expect(readHours(typed)).toEqual({ error: HOURS_INPUT_MESSAGES.notUnderstood });
    }
  });

  it('refuses more than two decimals instead of rounding them', () => {
    expect(readHours('0.104')).toEqual({ error: HOURS_INPUT_MESSAGES.tooManyDecimals });
    expect(readHours('1,333')).toEqual({ error: HOURS_INPUT_MESSAGES.tooManyDecimals });
    expect(readHours('1:05')).toEqual({ error: HOURS_INPUT_MESSAGES.minutesOffGrid('1:05') });
    expect(readHours('1.500')).toEqual({ hours: 1.5 });
  });
});

describe('saying back what was understood', () => {
  it('states the hours, and the hours and minutes when they are whole minutes', () => {
    expect(describeHours(1.5)).toBe('= 1.5 h (1 h 30 min)');
    expect(describeHours(0.75)).toBe('= 0.75 h (45 min)');
    expect(describeHours(2.05)).toBe('= 2.05 h (2 h 3 min)');
    expect(describeHours(8)).toBe('= 8 h');
    expect(describeHours(0.11)).toBe('= 0.11 h');
  });
});

describe('the arrow keys', () => {
  it('move onto the next quarter hour, within the bounds', () => {
    expect(stepHours(1.5, 1, 0.25, 100)).toBe(1.75);
    expect(stepHours(1.5, -1, 0.25, 100)).toBe(1.25);
    expect(stepHours(1.1, 1, 0.25, 100)).toBe(1.25);
    expect(stepHours(1.1, -1, 0.25, 100)).toBe(1);
    expect(stepHours(undefined, 1, 0.25, 100)).toBe(0.25);
    expect(stepHours(0.25, -1, 0.25, 100)).toBe(0.25);
    expect(stepHours(100, 1, 0.25, 100)).toBe(100);
  });
});
