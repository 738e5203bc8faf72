/**
 * The completion bar (document 2, section 2): the share of the time from start date to deadline
 * that has elapsed, capped 0-100, green below 50 %, orange below 75 %, red otherwise.
 */
import { DateTime } from 'luxon';

export type CompletionTone = 'green' | 'orange' | 'red';

export function completionPercent(startDate: string, deadline: string, today: DateTime = DateTime.now()): number {
  const start = DateTime.fromISO(startDate).startOf('day');
  const end = DateTime.fromISO(deadline).startOf('day');
  const now = today.startOf('day');
  if (!start.isValid || !end.isValid) return 0;
  const total = end.diff(start, 'days').days;
  if (total <= 0) return now >= end ? 100 : 0;
  const elapsed = now.diff(start, 'days').days;
  return Math.round(Math.min(100, Math.max(0, (elapsed / total) * 100)));
}

export function completionTone(percent: number): CompletionTone {
  if (percent < 50) return 'green';
  if (percent < 75) return 'orange';
  return 'red';
}
