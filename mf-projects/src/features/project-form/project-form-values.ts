/**
 * The project form's values and rules (document 1, section 5): defaults, the deadline that
 * never precedes the start, the fixed price that counts only for type 1, the limited PM's
 * fixed type and category, and the multipart fields they become.
 */
import { DateTime } from 'luxon';
import type { IsoDate, ProjectDetail, SaveProjectFields } from '@portal/shared';
import { LIMITED_PM } from '../projects/lookup-options';

export type ProjectFormValues = {
  job_numbers: string[];
  title: string;
  description?: string;
  mjn?: string;
  file_path?: File;
  client_id: number;
  brand_id: number;
  hogarth_pm_id?: number;
  start_date: IsoDate;
  deadline: IsoDate;
  type_id: number;
  fixed_price?: number;
  owner_id: number;
  category_id: number;
  teamlead_ids?: number[];
};

/** The type whose projects have a fixed price. */
export const FIXED_PRICE_TYPE = 1;
export const DEFAULT_PROJECT_DAYS = 7;
export const DEADLINE_BEFORE_START = 'The deadline cannot be before the start date.';

/** A new project: starts today, ends seven days later; a limited PM's type and category are fixed. */
export function newProjectValues(isLimitedPm: boolean, today: DateTime = DateTime.local()): Partial<ProjectFormValues> {
  return {
    job_numbers: [],
    start_date: today.toISODate()!,
    deadline: today.plus({ days: DEFAULT_PROJECT_DAYS }).toISODate()!,
    ...(isLimitedPm ? { type_id: LIMITED_PM.typeId, category_id: LIMITED_PM.categoryId } : {}),
  };
}

export function projectValues(project: ProjectDetail): Partial<ProjectFormValues> {
  return {
    job_numbers: project.job_numbers.map((jobNumber) => jobNumber.name),
    title: project.title,
    description: project.description ?? undefined,
    mjn: project.mjn ?? undefined,
    client_id: project.client_id,
    brand_id: project.brand_id,
    hogarth_pm_id: project.hogarth_pm_id ?? undefined,
    start_date: project.start_date,
    deadline: project.deadline,
    type_id: project.type_id,
    fixed_price: project.fixed_price ?? undefined,
    owner_id: project.owner_id,
    category_id: project.category_id,
    teamlead_ids: project.teamlead_ids,
  };
}

/** The deadline after the start moved: unchanged, or moved up to the start when it fell before it. */
export function deadlineAfterStartChange(start: IsoDate | undefined, deadline: IsoDate | undefined): IsoDate | undefined {
  return start && deadline && deadline < start ? start : deadline;
}

export function validateProject(values: Partial<ProjectFormValues>) {
  return values.start_date && values.deadline && values.deadline < values.start_date ? { deadline: DEADLINE_BEFORE_START } : {};
}

/**
 * The multipart fields of save-project. The fixed price is taken from the fixed-price field
 * itself and only for type 1 (docs/spec-deviations.md); a limited PM always sends type 2 and
 * category 17 and never a file or client PM.
 */
export function toSaveProjectFields(values: ProjectFormValues, isLimitedPm: boolean): SaveProjectFields {
  const typeId = isLimitedPm ? LIMITED_PM.typeId : values.type_id;
  const optional = (value: string | number | undefined) => (value === undefined || value === '' ? undefined : String(value));
  return {
    job_numbers: JSON.stringify(values.job_numbers),
    title: values.title.trim(),
    mjn: optional(values.mjn?.trim()),
    description: optional(values.description?.trim()),
    client_id: String(values.client_id),
    brand_id: String(values.brand_id),
    start_date: values.start_date,
    deadline: values.deadline,
    owner_id: String(values.owner_id),
    type_id: String(typeId),
    category_id: String(isLimitedPm ? LIMITED_PM.categoryId : values.category_id),
    hogarth_pm_id: isLimitedPm ? undefined : optional(values.hogarth_pm_id),
    fixed_price: typeId === FIXED_PRICE_TYPE ? optional(values.fixed_price) : undefined,
    teamlead_ids: JSON.stringify(values.teamlead_ids ?? []),
    file_path: isLimitedPm ? undefined : values.file_path,
  };
}
