/**
 * The timer (issue 32): one running timer per user, on a project and activity (a week-grid
 * row), kept by the API so it survives a reload or another device; stopped, it becomes that
 * day's hours through the entry's own rules. GET, POST and DELETE ts-timer, POST ts-timer/stop.
 */
import { Type } from 'typebox';
import { DataOf, Id, IsoDateSchema, IsoDateTimeSchema, Nullable, Text } from './parts';

/** POST ts-timer: what the stopped timer logs (as an entry's fields) and, optionally, a start already passed. */
export const TimerStartSchema = Type.Object({
  project_id: Id(),
  activity_type_id: Id(),
  mjn: Type.Optional(Nullable(Text(100))),
  details: Type.Optional(Nullable(Text(5000))),
  /** A start the user forgot to press (ISO date-time): not in the future, at most a day back. Now when left out. */
  started_at: Type.Optional(IsoDateTimeSchema()),
});

export const RunningTimerSchema = Type.Object({
  project_id: Type.Integer(),
  project_title: Type.String(),
  job_number: Type.String(),
  activity_type_id: Type.Integer(),
  activity_name: Type.String(),
  mjn: Nullable(Type.String()),
  details: Nullable(Type.String()),
  started_at: IsoDateTimeSchema(),
  /** The day the stopped timer logs to: the day it was started. */
  manual_date: IsoDateSchema(),
  /** Seconds run when the API answered, so a client counts on from them whatever its own clock says. */
  running_seconds: Type.Integer({ minimum: 0 }),
});

/** GET ts-timer: the caller's running timer, or null. */
export const RunningTimerResponseSchema = DataOf(Nullable(RunningTimerSchema));
export const StartedTimerResponseSchema = DataOf(RunningTimerSchema);
