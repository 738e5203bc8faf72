/**
 * The working-places calls (document 3, /user-working-places): where a user works on a day.
 * Types (from the API's schemas, ../schemas/working-places.ts) and constants only: the API imports this module too.
 */
import type { Static } from 'typebox';
import type {
  AllWorkingPlacesResponseSchema,
  NewWorkingPlacesPayloadSchema,
  OfferedWorkingPlaceSchema,
  SelectedDaysResponseSchema,
  WorkingPlaceMessageResponseSchema,
  WorkingPlacePayloadSchema,
  WorkingPlaceResponseSchema,
  WorkingPlaceSchema,
  WorkingPlacesQuerySchema,
  WorkingPlacesResponseSchema,
  WorkingPlaceValueSchema,
} from '../schemas/working-places';

/** 1 Work from office, 2 Work from home, 3 Holiday (shown, never offered by the form). */
export type WorkingPlaceValue = Static<typeof WorkingPlaceValueSchema>;
export const WORKING_PLACE_LABELS: Record<WorkingPlaceValue, string> = {
  1: 'Work from office',
  2: 'Work from home',
  3: 'Holiday',
};
/** What the form offers. */
export type OfferedWorkingPlace = Static<typeof OfferedWorkingPlaceSchema>;
export const OFFERED_WORKING_PLACES = [1, 2] as const satisfies readonly OfferedWorkingPlace[];

export type WorkingPlace = Static<typeof WorkingPlaceSchema>;

/** GET uwp: page, user_id (project managers), start_date, end_date. */
export type WorkingPlacesQuery = Static<typeof WorkingPlacesQuerySchema>;
export type WorkingPlacesResponse = Static<typeof WorkingPlacesResponseSchema>;
export type WorkingPlaceResponse = Static<typeof WorkingPlaceResponseSchema>;
/** POST uwp: one entry per date. */
export type NewWorkingPlacesPayload = Static<typeof NewWorkingPlacesPayloadSchema>;
/** PUT uwp/{id}: the date stays. */
export type WorkingPlacePayload = Static<typeof WorkingPlacePayloadSchema>;
/** POST uwp, PUT uwp/{id}, DELETE uwp/{id}. */
export type WorkingPlaceMessageResponse = Static<typeof WorkingPlaceMessageResponseSchema>;
/** GET uwp-selected-days: the caller's days from today on that already have a working place. */
export type SelectedDaysResponse = Static<typeof SelectedDaysResponseSchema>;
/** GET uwp-all: the rows of working-places.csv (project managers). */
export type AllWorkingPlacesResponse = Static<typeof AllWorkingPlacesResponseSchema>;

export const WORKING_PLACES_PAGE_SIZE = 20;
/** Dates may be chosen from today to this many months ahead. */
export const WORKING_PLACE_MONTHS_AHEAD = 1;
