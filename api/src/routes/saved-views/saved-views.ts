/**
 * Saved views (issue 32): GET saved-views?list= (the caller's views of one list or report, by
 * name), POST saved-views (save the current filters under a name, 1-60 characters; the same
 * name again replaces them; 422 past 50 views of one list), DELETE saved-views/{id} (404 for
 * an id that is not the caller's). Any signed-in user, each seeing only their own views; the
 * rules are in src/saved-views/saved-views.ts.
 */
import {
  IdParams,
  MessageSchema,
  SavedViewInputSchema,
  SavedViewSavedSchema,
  SavedViewsQuerySchema,
  SavedViewsResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { deleteView, SAVED_VIEW_MESSAGES, savedViewsOf, saveView } from '../../saved-views/saved-views';

const tags = ['Saved views'];

export function savedViewsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/saved-views',
    { schema: { tags, querystring: SavedViewsQuerySchema, response: { 200: SavedViewsResponseSchema, ...errorAnswers } } },
    async (request) => ({ data: await savedViewsOf(ctx, currentUser(request).id, request.query.list) }),
  );

  app.post(
    '/saved-views',
    { schema: { tags, body: SavedViewInputSchema, response: { 201: SavedViewSavedSchema, ...errorAnswers } } },
    async (request, reply) => {
      const view = await saveView(ctx, currentUser(request).id, request.body);
      return reply.code(201).send({ data: view, message: SAVED_VIEW_MESSAGES.saved(view.name) });
    },
  );

  app.delete(
    '/saved-views/:id',
    { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } },
    async (request) => {
      await deleteView(ctx, currentUser(request).id, request.params.id);
      return { message: SAVED_VIEW_MESSAGES.deleted };
    },
  );
}
