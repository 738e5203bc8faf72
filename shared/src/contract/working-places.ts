/**
 * The working-places calls (document 3, /user-working-places): where a user works on a day.
 * Types only: the API imports this module too.
 */
import type { IsoDate } from './common';

/** 1 Work from office, 2 Work from home, 3 Holiday (shown, never offered by the form). */
export type WorkingPlaceValue = 1 | 2 | 3;
export const WORKING_PLACE_LABELS: Record<WorkingPlaceValue, string> = {
  1: 'Work from office',
  2: 'Work from home',
  3: 'Holiday',
};
/** What the form offers. */
export const OFFERED_WORKING_PLACES = [1, 2] as const;

export type WorkingPlace = {
  id: number;
  working_place: WorkingPlaceValue;
  manual_date: IsoDate;
  user_id: number;
  user: string;
  /** The caller's own entry and the caller keeps working places (role 1). */
  editable: boolean;
};

/** GET uwp: page, user_id (project managers), start_date, end_date. */
export type WorkingPlacesQuery = { page?: number; user_id?: number; start_date?: IsoDate; end_date?: IsoDate };
export type WorkingPlacesResponse = { data: WorkingPlace[]; last_page: number; total: number };
export type WorkingPlaceResponse = { data: WorkingPlace };
/** POST uwp: one entry per date. */
export type NewWorkingPlacesPayload = { working_place: WorkingPlaceValue; manual_dates: IsoDate[] };
/** PUT uwp/{id}: the date stays. */
export type WorkingPlacePayload = { working_place: WorkingPlaceValue };
/** POST uwp, PUT uwp/{id}, DELETE uwp/{id}. */
export type WorkingPlaceMessageResponse = { message: string };
/** GET uwp-selected-days: the caller's days from today on that already have a working place. */
export type SelectedDaysResponse = { data: IsoDate[] };
/** GET uwp-all: the rows of working-places.csv (project managers). */
export type AllWorkingPlacesResponse = { data: WorkingPlace[] };

export const WORKING_PLACES_PAGE_SIZE = 20;
/** Dates may be chosen from today to this many months ahead. */
export const WORKING_PLACE_MONTHS_AHEAD = 1;
