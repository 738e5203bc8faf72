/**
 * The approval page's filters (document 3): start and end date, 1 January to today by default;
 * moving the start past the end moves the end with it. The filters show project and user names
 * whole; the documents' cut at 10 characters is each option's tooltip (issue 32,
 * docs/spec-deviations.md).
 */
import { DateTime } from 'luxon';
import type { ApprovalQuery } from '@portal/shared';
import type { FieldOption } from '@portal/shared/fields';

export type ApprovalFilters = Required<Pick<ApprovalQuery, 'start_date' | 'end_date'>> & Pick<ApprovalQuery, 'project_id' | 'user_id'>;

export const FILTER_LABEL_LENGTH = 10;

export function defaultApprovalFilters(today: DateTime = DateTime.local()): ApprovalFilters {
  return { start_date: today.startOf('year').toISODate() ?? '', end_date: today.toISODate() ?? '' };
}

/** After a change: an emptied date falls back to the previous one, and a start past the end pushes the end. */
export function nextApprovalFilters(changed: Partial<ApprovalFilters>, previous: ApprovalFilters): ApprovalFilters {
  const start = changed.start_date ?? previous.start_date;
  const end = changed.end_date ?? previous.end_date;
  return { project_id: changed.project_id, user_id: changed.user_id, start_date: start, end_date: end < start ? start : end };
}

export const sameApprovalFilters = (a?: Partial<ApprovalFilters>, b?: Partial<ApprovalFilters>) =>
  a?.project_id === b?.project_id && a?.user_id === b?.user_id && a?.start_date === b?.start_date && a?.end_date === b?.end_date;

/** The documents' form of a filter option's name: its first 10 characters, with an ellipsis when it was longer. */
export function cutLabel(label: string): string {
  return label.length > FILTER_LABEL_LENGTH ? `${label.slice(0, FILTER_LABEL_LENGTH)}…` : label;
}

/** A filter option: the whole name to read and pick, the documents' 10-character cut as its tooltip. */
export function filterOptions<T extends { id: number }>(records: readonly T[], name: (record: T) => string): FieldOption<number>[] {
  return records.map((record) => ({ value: record.id, label: name(record), title: cutLabel(name(record)) }));
}

export const APPROVAL_MESSAGES = {
  approved: 'TS Entry was approved.',
  rejected: 'TS Entry was rejected.',
  massApproved: 'TS Entries were approved.',
  massRejected: 'TS Entries were rejected.',
} as const;
