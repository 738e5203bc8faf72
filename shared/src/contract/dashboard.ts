/**
 * Dashboard calls: 30-day project overview, recent activity, MVP shortcuts (document 1).
 */
import type { IsoDate, IsoDateTime } from './common';
import type { Sex } from './session';

/** Counts for the last 30 days and for the 30 days before them. */
export type ProjectStats = {
  wip: number;
  wipPast: number;
  pending: number;
  pendingPast: number;
  completed: number;
  completedPast: number;
};
export type ProjectStatsResponse = { data: ProjectStats };

/** Action types: 1 project created, 2 project saved, 3 project status changed, 4 signed in. Only 2 and 3 are shown. */
export type ActionTypeId = 1 | 2 | 3 | 4;

export type ActivityEvent = {
  id: number;
  action_type_id: ActionTypeId;
  created_at: IsoDateTime;
  /** Text with the placeholders {project_id} and {project_title}. */
  message: string;
  user_id: number;
  user_name: string;
  user_avatar: string | null;
  user_sex: Sex | null;
  project: { project_id: number; project_title: string; project_deadline: IsoDate } | null;
};
export type ActionsResponse = { data: { events: ActivityEvent[] } };

export type PostActionRequest = {
  action_type_id: ActionTypeId;
  entity: 'projects';
  entity_id: number;
  targeted_user_id?: number | null;
};

/** The recorded event, as GET actions would list it. */
export type PostActionResponse = { data: ActivityEvent };

export type MvpShortcut = { entity_id: number; project_title: string };
export type ProjectsMvpResponse = { data: MvpShortcut[] };
