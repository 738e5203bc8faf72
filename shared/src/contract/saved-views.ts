/**
 * The saved-views calls (issue 32): a user's named filters of a list or report. Types (from
 * ../schemas/saved-views.ts) and constants only: the API imports this module too.
 */
import type { Static } from 'typebox';
import type {
  SavedViewFiltersSchema,
  SavedViewInputSchema,
  SavedViewSavedSchema,
  SavedViewSchema,
  SavedViewsQuerySchema,
  SavedViewsResponseSchema,
} from '../schemas/saved-views';

export type SavedViewFilters = Static<typeof SavedViewFiltersSchema>;
export type SavedViewsQuery = Static<typeof SavedViewsQuerySchema>;
export type SavedViewInput = Static<typeof SavedViewInputSchema>;
export type SavedView = Static<typeof SavedViewSchema>;
export type SavedViewsResponse = Static<typeof SavedViewsResponseSchema>;
export type SavedViewSaved = Static<typeof SavedViewSavedSchema>;

/** At most this many views per list and user: a menu longer than that is no longer a shortcut. */
export const SAVED_VIEWS_PER_LIST = 50;
export const SAVED_VIEW_NAME_MAX = 60;
