import { DateTime } from 'luxon';
import {
  calendarDays,
  calendarWeeks,
  defaultWorkingPlacesFilters,
  nextWorkingPlacesFilters,
  WORKING_PLACE_OPTIONS,
} from './working-place-rules';

// Wednesday 28 January 2026: one month ahead is Saturday 28 February.
const today = DateTime.fromISO('2026-01-28');

describe('working-place rules', () => {
  it('list from today to one month ahead by default; a start past the end moves the end', () => {
    expect(defaultWorkingPlacesFilters(today)).toEqual({ start_date: '2026-01-28', end_date: '2026-02-28' });
    expect(defaultWorkingPlacesFilters(DateTime.fromISO('2026-01-31')).end_date).toBe('2026-02-28');
    const previous = { start_date: '2026-01-28', end_date: '2026-02-28' };
    expect(nextWorkingPlacesFilters({ start_date: '2026-03-02', user_id: 3 }, previous)).toEqual({
      start_date: '2026-03-02',
      end_date: '2026-03-02',
      user_id: 3,
    });
  });

  it('offer today to one month ahead, never weekends or days already set', () => {
    const days = calendarDays(today, ['2026-01-29', '2026-02-27']);
    expect(days[0]).toMatchObject({ date: '2026-01-28', selectable: true });
    expect(days.at(-1)).toMatchObject({ date: '2026-02-28', weekend: true, selectable: false });
    expect(days).toHaveLength(32);
    expect(days.find((day) => day.date === '2026-01-29')).toMatchObject({ taken: true, selectable: false });
    expect(days.find((day) => day.date === '2026-01-31')).toMatchObject({ weekend: true, selectable: false });
    expect(days.find((day) => day.date === '2026-02-01')).toMatchObject({ weekend: true, selectable: false });
    expect(days.filter((day) => day.selectable).map((day) => day.date)).not.toContain('2026-02-27');
    expect(days.filter((day) => day.selectable)).toHaveLength(21);
  });

  it('lay the days out in weeks from Monday', () => {
    const weeks = calendarWeeks(calendarDays(today, []));
    expect(weeks[0].slice(0, 2)).toEqual([null, null]);
    expect(weeks[0][2]?.date).toBe('2026-01-28');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.at(-1)?.[5]?.date).toBe('2026-02-28');
  });

  it('offer Work from office and Work from home, not Holiday', () => {
    expect(WORKING_PLACE_OPTIONS).toEqual([
      { value: 1, label: 'Work from office' },
      { value: 2, label: 'Work from home' },
    ]);
  });
});
