/**
 * Working-places calls (document 3, /user-working-places): where a user works on a day, the
 * paged list and the CSV's rows, one entry, and the add (one entry per date) and change calls.
 */
import { Type } from 'typebox';
import { DataOf, Id, IsoDateSchema, PageQuerySchema, Text } from './parts';
import { TimesheetDate } from './timesheet';

/** 1 Work from office, 2 Work from home, 3 Holiday (shown, never offered by the form). */
export const WorkingPlaceValueSchema = Type.Enum([1, 2, 3]);
/** What the form offers (3 answers "The selected working place is invalid."). */
export const OfferedWorkingPlaceSchema = Type.Enum([1, 2]);

/** The most dates one call adds: the calendar offers one month of working days. */
export const MAX_NEW_WORKING_PLACES = 100;

export const WorkingPlaceSchema = Type.Object({
  id: Type.Integer(),
  working_place: WorkingPlaceValueSchema,
  manual_date: IsoDateSchema(),
  user_id: Type.Integer(),
  user: Type.String(),
  /** The caller's own entry and the caller keeps working places (role 1). */
  editable: Type.Boolean(),
});

/** GET uwp-all: the filters of the list without its page. */
export const WorkingPlacesFiltersSchema = Type.Object({
  user_id: Type.Optional(Id()),
  start_date: Type.Optional(TimesheetDate()),
  end_date: Type.Optional(TimesheetDate()),
});

/** GET uwp: page, user_id (project managers), start_date, end_date. */
export const WorkingPlacesQuerySchema = Type.Object({
  page: PageQuerySchema.properties.page,
  ...WorkingPlacesFiltersSchema.properties,
});

export const WorkingPlacesResponseSchema = Type.Object({
  data: Type.Array(WorkingPlaceSchema),
  last_page: Type.Integer(),
  total: Type.Integer(),
});
export const WorkingPlaceResponseSchema = DataOf(WorkingPlaceSchema);

/**
 * POST uwp: one entry per date. Each date is checked by the API (a real day, today to a month
 * ahead, Monday to Friday, not yet chosen), every problem listed under manual_dates.
 */
export const NewWorkingPlacesPayloadSchema = Type.Object({
  working_place: OfferedWorkingPlaceSchema,
  manual_dates: Type.Array(Text(10), {
    minItems: 1,
    maxItems: MAX_NEW_WORKING_PLACES,
    default: [],
    'x-messages': { minItems: 'Choose at least one date.' },
  }),
});

/** PUT uwp/{id}: the date stays. */
export const WorkingPlacePayloadSchema = Type.Object({ working_place: OfferedWorkingPlaceSchema });

export const WorkingPlaceMessageResponseSchema = Type.Object({ message: Type.String() });
/** GET uwp-selected-days: the caller's days from today on that already have a working place. */
export const SelectedDaysResponseSchema = DataOf(Type.Array(IsoDateSchema()));
export const AllWorkingPlacesResponseSchema = DataOf(Type.Array(WorkingPlaceSchema));
