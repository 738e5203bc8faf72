import { DateTime } from 'luxon';
import {
  deadlineAfterStartChange,
  newProjectValues,
  type ProjectFormValues,
  toSaveProjectFields,
  validateProject,
} from './project-form-values';

const values: ProjectFormValues = {
  job_numbers: ['JN-1', 'JN 2'],
  title: '  Spring campaign ',
  description: 'Posters',
  mjn: '',
  client_id: 3,
  brand_id: 7,
  hogarth_pm_id: 6,
  start_date: '2026-03-01',
  deadline: '2026-03-08',
  type_id: 1,
  fixed_price: 1250.5,
  owner_id: 15,
  category_id: 4,
  teamlead_ids: [2, 10],
};

describe('project form rules', () => {
  it('starts a new project today and ends it seven days later', () => {
    expect(newProjectValues(false, DateTime.fromISO('2026-12-28'))).toEqual({
      job_numbers: [],
      start_date: '2026-12-28',
      deadline: '2027-01-04',
    });
  });

  it("fixes a limited PM's type and category from the start", () => {
    expect(newProjectValues(true, DateTime.fromISO('2026-01-10'))).toMatchObject({ type_id: 2, category_id: 17 });
  });

  it('moves the deadline up to a start that passed it, and leaves it otherwise', () => {
    expect(deadlineAfterStartChange('2026-03-10', '2026-03-08')).toBe('2026-03-10');
    expect(deadlineAfterStartChange('2026-03-05', '2026-03-08')).toBe('2026-03-08');
    expect(deadlineAfterStartChange(undefined, '2026-03-08')).toBe('2026-03-08');
  });

  it('refuses a deadline before the start', () => {
    expect(validateProject({ start_date: '2026-03-10', deadline: '2026-03-09' })).toEqual({
      deadline: 'The deadline cannot be before the start date.',
    });
    expect(validateProject({ start_date: '2026-03-10', deadline: '2026-03-10' })).toEqual({});
  });

  it('sends every field as the API takes it, the fixed price from its own field', () => {
    expect(toSaveProjectFields(values, false)).toEqual({
      job_numbers: '["JN-1","JN 2"]',
      title: 'Spring campaign',
      mjn: undefined,
      description: 'Posters',
      client_id: '3',
      brand_id: '7',
      start_date: '2026-03-01',
      deadline: '2026-03-08',
      owner_id: '15',
      type_id: '1',
      category_id: '4',
      hogarth_pm_id: '6',
      fixed_price: '1250.5',
      teamlead_ids: '[2,10]',
      file_path: undefined,
    });
  });

  it('sends no fixed price for a type other than 1', () => {
    expect(toSaveProjectFields({ ...values, type_id: 3 }, false).fixed_price).toBeUndefined();
  });

  it('sends type 2, category 17 and never a file or client PM for a limited PM', () => {
    const file = new File(['x'], 'brief.pdf', { type: 'application/pdf' });
    const fields = toSaveProjectFields({ ...values, file_path: file }, true);
    expect(fields).toMatchObject({
      type_id: '2',
      category_id: '17',
      hogarth_pm_id: undefined,
      file_path: undefined,
      fixed_price: undefined,
    });
  });
});
