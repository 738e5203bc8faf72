import { DateTime } from 'luxon';
import { cutLabel, defaultApprovalFilters, filterOptions, nextApprovalFilters } from './approval-filters';

describe('approval filters', () => {
  it('run from 1 January to today by default', () => {
    expect(defaultApprovalFilters(DateTime.fromISO('2026-11-23'))).toEqual({ start_date: '2026-01-01', end_date: '2026-11-23' });
  });

  it('move the end with a start past it, and keep an emptied date', () => {
    const previous = { start_date: '2026-01-01', end_date: '2026-03-31' };
    expect(nextApprovalFilters({ ...previous, start_date: '2026-04-10' }, previous)).toEqual({
      start_date: '2026-04-10',
      end_date: '2026-04-10',
      project_id: undefined,
      user_id: undefined,
    });
    expect(nextApprovalFilters({ start_date: '2026-02-01', end_date: undefined, user_id: 3 }, previous)).toMatchObject({
      start_date: '2026-02-01',
      end_date: '2026-03-31',
      user_id: 3,
    });
  });

  it('cut labels at 10 characters', () => {
    expect(cutLabel('Spring campaign')).toBe('Spring cam…');
    expect(cutLabel('Short name')).toBe('Short name');
  });

  it('offer the whole name, with the cut as the tooltip', () => {
    expect(filterOptions([{ id: 7, title: 'Spring campaign' }], (project) => project.title)).toEqual([
      { value: 7, label: 'Spring campaign', title: 'Spring cam…' },
    ]);
  });
});
