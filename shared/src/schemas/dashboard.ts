/**
 * The dashboard (document 1): the 30-day project overview, the activity stream and the
 * sidebar's MVP shortcuts.
 */
import { Type } from 'typebox';
import { Id, IsoDateSchema, IsoDateTimeSchema, Nullable } from './parts';

/** Counts for the last 30 days and for the 30 days before them. */
export const ProjectStatsSchema = Type.Object({
  wip: Type.Integer(),
  wipPast: Type.Integer(),
  pending: Type.Integer(),
  pendingPast: Type.Integer(),
  completed: Type.Integer(),
  completedPast: Type.Integer(),
});
export const ProjectStatsResponseSchema = Type.Object({ data: ProjectStatsSchema });

const INVALID = 'The selected :attribute is invalid.';

/** Action types: 1 project created, 2 project saved, 3 project status changed, 4 signed in. Only 2 and 3 are shown. */
export const ActionTypeIdSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
  'x-messages': { anyOf: INVALID },
});

export const ActivityEventSchema = Type.Object({
  id: Type.Integer(),
  action_type_id: ActionTypeIdSchema,
  created_at: IsoDateTimeSchema(),
  /** Text with the placeholders {project_id} and {project_title}. */
  message: Type.String(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  user_avatar: Nullable(Type.String()),
  user_sex: Nullable(Type.Union([Type.Literal('male'), Type.Literal('female')])),
  project: Nullable(Type.Object({ project_id: Type.Integer(), project_title: Type.String(), project_deadline: IsoDateSchema() })),
});
export const ActionsResponseSchema = Type.Object({ data: Type.Object({ events: Type.Array(ActivityEventSchema) }) });

export const PostActionRequestSchema = Type.Object({
  action_type_id: ActionTypeIdSchema,
  entity: Type.Literal('projects', { 'x-messages': { const: INVALID } }),
  entity_id: Id(),
  targeted_user_id: Type.Optional(Nullable(Id())),
});
/** The recorded event, as GET actions would list it. */
export const PostActionResponseSchema = Type.Object({ data: ActivityEventSchema });

export const MvpShortcutSchema = Type.Object({ entity_id: Type.Integer(), project_title: Type.String() });
export const ProjectsMvpResponseSchema = Type.Object({ data: Type.Array(MvpShortcutSchema) });
