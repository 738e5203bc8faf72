/**
 * Dashboard calls: 30-day project overview, recent activity, MVP shortcuts (document 1).
 */
import type { Static } from 'typebox';
import type {
  ActionsResponseSchema,
  ActionTypeIdSchema,
  ActivityEventSchema,
  MvpShortcutSchema,
  PostActionRequestSchema,
  PostActionResponseSchema,
  ProjectsMvpResponseSchema,
  ProjectStatsResponseSchema,
  ProjectStatsSchema,
} from '../schemas/dashboard';

/** Counts for the last 30 days and for the 30 days before them. */
export type ProjectStats = Static<typeof ProjectStatsSchema>;
export type ProjectStatsResponse = Static<typeof ProjectStatsResponseSchema>;

/** Action types: 1 project created, 2 project saved, 3 project status changed, 4 signed in. Only 2 and 3 are shown. */
export type ActionTypeId = Static<typeof ActionTypeIdSchema>;

export type ActivityEvent = Static<typeof ActivityEventSchema>;
export type ActionsResponse = Static<typeof ActionsResponseSchema>;

export type PostActionRequest = Static<typeof PostActionRequestSchema>;

/** The recorded event, as GET actions would list it. */
export type PostActionResponse = Static<typeof PostActionResponseSchema>;

export type MvpShortcut = Static<typeof MvpShortcutSchema>;
export type ProjectsMvpResponse = Static<typeof ProjectsMvpResponseSchema>;
