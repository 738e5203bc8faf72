/**
 * Saved views (issue 32): a user names the filters of a list or report and applies them again
 * later. GET saved-views?list= (the caller's views of that list), POST saved-views (save, or
 * replace the view of that name), DELETE saved-views/{id}. Each user sees only their own.
 */
import { Type } from 'typebox';
import { DataOf, FilledText, IsoDateTimeSchema, List, SavedOf, Text } from './parts';

/** A list's key: the route of the page that keeps the filters, e.g. /reports/timesheet. */
const ListKey = () =>
  Text(200, { minLength: 1, pattern: '^/[A-Za-z0-9/_-]*$', 'x-messages': { pattern: 'The :attribute must be a page path.' } });

const FilterScalar = Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean(), Type.Null()]);

/** The filters as the page keeps them: names to text, numbers, booleans or lists of them. */
export const SavedViewFiltersSchema = Type.Record(
  Type.String({ pattern: '^[A-Za-z0-9_]{1,60}$' }),
  Type.Union([FilterScalar, List(Type.Union([Type.String({ maxLength: 200 }), Type.Number()]), 200)]),
  { maxProperties: 40 },
);

export const SavedViewsQuerySchema = Type.Object({ list: ListKey() });

export const SavedViewInputSchema = Type.Object({
  list: ListKey(),
  /** SAVED_VIEW_NAME_MAX of the contract (a subpath of its own, which this module may not import). */
  name: FilledText(60),
  filters: SavedViewFiltersSchema,
});

export const SavedViewSchema = Type.Object({
  id: Type.Integer(),
  list: Type.String(),
  name: Type.String(),
  filters: SavedViewFiltersSchema,
  created_at: IsoDateTimeSchema(),
});

export const SavedViewsResponseSchema = DataOf(Type.Array(SavedViewSchema));
export const SavedViewSavedSchema = SavedOf(SavedViewSchema);
