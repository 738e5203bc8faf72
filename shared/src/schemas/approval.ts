/**
 * Approval calls (document 3, /approval): the pending entries the caller may decide (paged, 20
 * a page), one decision, and one decision on many entries.
 */
import { Type } from 'typebox';
import { INT32_MAX, Nullable, PageQuerySchema, Text, Id } from './parts';
import { TimesheetDate, TimesheetEntrySchema } from './timesheet';

/** The most entries one mass decision takes. */
export const MAX_MASS_ENTRIES = 500;
const MASS_IDS_MESSAGE = `The te ids field must be a list of 1 to ${MAX_MASS_ENTRIES} entry ids.`;

/** decision: 1 approves, 2 rejects (a rejection needs feedback). */
export const ApprovalDecisionSchema = Type.Enum([1, 2]);

export const ApprovalQuerySchema = Type.Object({
  page: PageQuerySchema.properties.page,
  project_id: Type.Optional(Id()),
  user_id: Type.Optional(Id()),
  start_date: Type.Optional(TimesheetDate()),
  end_date: Type.Optional(TimesheetDate()),
});

export const ApprovalListResponseSchema = Type.Object({
  data: Type.Array(TimesheetEntrySchema),
  last_page: Type.Integer(),
  total: Type.Integer(),
});

/** Required when rejecting (checked by the API with its own sentence). */
const Feedback = () => Type.Optional(Nullable(Text(2000)));

export const ApprovalPayloadSchema = Type.Object({
  teId: Id(),
  decision: ApprovalDecisionSchema,
  feedbackApprove: Feedback(),
});

/** One transaction, all or nothing. */
export const MassApprovalPayloadSchema = Type.Object({
  teIds: Type.Array(
    Type.Integer({
      minimum: 1,
      maximum: INT32_MAX,
      'x-messages': { type: MASS_IDS_MESSAGE, minimum: MASS_IDS_MESSAGE, maximum: MASS_IDS_MESSAGE },
    }),
    {
      minItems: 1,
      maxItems: MAX_MASS_ENTRIES,
      'x-messages': { type: MASS_IDS_MESSAGE, minItems: MASS_IDS_MESSAGE, maxItems: MASS_IDS_MESSAGE },
    },
  ),
  decision: ApprovalDecisionSchema,
  feedbackApprove: Feedback(),
});

export const ApprovalResponseSchema = Type.Object({ message: Type.String() });
