/**
 * The personal home (issue 32, beyond document 1): GET home answers the cards of the caller's
 * role, GET home-feed the recent changes of the projects they see, each with what changed.
 * A card the caller's role does not get is null, never zeros.
 */
import { Type } from 'typebox';
import { IsoDateSchema, IsoDateTimeSchema, MoneyText, Nullable } from './parts';
import { AuditActionSchema, AuditValueSchema } from './project-history';

/** Developers: this week's hours against the days they owe 8 hours, and the days that came up short. */
export const HomeWeekSchema = Type.Object({
  /** Monday and Sunday of the current week. */
  start_date: IsoDateSchema(),
  end_date: IsoDateSchema(),
  /** Hours logged this week, decimal text. */
  hours: MoneyText(),
  /** 8 hours for each working day (Monday to Friday) of the week that is not a holiday or wildcard. */
  capacity: MoneyText(),
  /** Working days of the week that are over (up to yesterday) with less than 8 hours logged. */
  missing_days: Type.Array(IsoDateSchema()),
});

/** Approvers: the pending entries they may decide. */
export const HomeApprovalSchema = Type.Object({
  pending: Type.Integer(),
  /** Hours of those entries, decimal text. */
  hours: MoneyText(),
  /** The day of the oldest pending entry; null when none waits. */
  oldest_date: Nullable(IsoDateSchema()),
});

/** An open project (Pending or WIP) of the caller's whose deadline is past or within 30 days. */
export const HomeDeadlineSchema = Type.Object({
  project_id: Type.Integer(),
  project_title: Type.String(),
  deadline: IsoDateSchema(),
  status_id: Type.Integer(),
  /** Negative once the deadline has passed. */
  days_left: Type.Integer(),
});

export const HomeDeadlinesSchema = Type.Object({
  /** How many open projects of the caller's are due within 30 days or overdue; the list shows the first 5. */
  total: Type.Integer(),
  projects: Type.Array(HomeDeadlineSchema),
});

/** A project's budget burn: the resources' hours against the hours logged, the estimates against the cost. */
export const HomeBurnSchema = Type.Object({
  project_id: Type.Integer(),
  project_title: Type.String(),
  /** The resources' max hours, summed. */
  planned_hours: MoneyText(),
  logged_hours: MoneyText(),
  /** Approved cost estimates, in euro. */
  estimate: MoneyText(),
  /** Development cost (hours x rate) plus the external expenses in euro. */
  cost: MoneyText(),
});

/** Purchase orders of a project of the caller's that no invoice was issued for. */
export const HomeUninvoicedSchema = Type.Object({
  project_id: Type.Integer(),
  project_title: Type.String(),
  orders: Type.Integer(),
  value: MoneyText(),
});

export const HomeOrdersSchema = Type.Object({
  /** Orders without an invoice over all the caller's projects; the list shows the 5 projects with most. */
  total: Type.Integer(),
  projects: Type.Array(HomeUninvoicedSchema),
});

/** IT users: the developers they administer. */
export const HomeDevelopersSchema = Type.Object({
  active: Type.Integer(),
  team_leads: Type.Integer(),
  /** Active developers with no activity type: they cannot log time until one is given. */
  without_activity_types: Type.Integer(),
  disabled: Type.Integer(),
});

export const HomeSchema = Type.Object({
  week: Nullable(HomeWeekSchema),
  approval: Nullable(HomeApprovalSchema),
  deadlines: Nullable(HomeDeadlinesSchema),
  budget: Nullable(Type.Array(HomeBurnSchema)),
  orders: Nullable(HomeOrdersSchema),
  developers: Nullable(HomeDevelopersSchema),
});
export const HomeResponseSchema = Type.Object({ data: HomeSchema });

/** The kinds of record the feed speaks of: a project's own fields, and for finance users its money records. */
export const HomeFeedRecordTypeSchema = Type.Union([
  Type.Literal('project'),
  Type.Literal('purchase-order'),
  Type.Literal('invoice'),
  Type.Literal('cost-estimate'),
  Type.Literal('external-expense'),
]);

export const HomeFeedEventSchema = Type.Object({
  id: Type.Integer(),
  created_at: IsoDateTimeSchema(),
  user_id: Nullable(Type.Integer()),
  user_name: Nullable(Type.String()),
  user_avatar: Nullable(Type.String()),
  project_id: Type.Integer(),
  project_title: Type.String(),
  action: AuditActionSchema,
  record_type: HomeFeedRecordTypeSchema,
  record_label: Type.String(),
  changes: Type.Record(Type.String(), Type.Object({ from: AuditValueSchema, to: AuditValueSchema })),
  details: Type.Record(Type.String(), AuditValueSchema),
});
export const HomeFeedResponseSchema = Type.Object({ data: Type.Array(HomeFeedEventSchema) });
