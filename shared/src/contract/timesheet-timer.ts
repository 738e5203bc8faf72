/**
 * The timer calls (issue 32): start on a project and activity, read the running one, stop it
 * into that day's entry, or discard it. Types (from ../schemas/timesheet-timer.ts) only: the API
 * imports this module too.
 */
import type { Static } from 'typebox';
import type {
  RunningTimerResponseSchema,
  RunningTimerSchema,
  StartedTimerResponseSchema,
  TimerStartSchema,
} from '../schemas/timesheet-timer';

export type TimerStart = Static<typeof TimerStartSchema>;
export type RunningTimer = Static<typeof RunningTimerSchema>;
export type RunningTimerResponse = Static<typeof RunningTimerResponseSchema>;
export type StartedTimerResponse = Static<typeof StartedTimerResponseSchema>;
