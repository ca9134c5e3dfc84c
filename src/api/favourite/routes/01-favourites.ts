import {
  defineRoutes,
  listMeta,
  pageParams,
  ref,
  type RouteDeclaration,
} from '../../../plugins/contract/public';
import { toggleFavouriteSchema } from '../validators';

/** The caller's favourites: one handler under the spec's path and the legacy one (CONTRACT §10). */
const ownFavourites = (path: string, which: string): RouteDeclaration => ({
  method: 'GET',
  path,
  handler: 'api::favourite.favourites.index',
  access: 'verified',
  throttle: 'api',
  doc: {
    tag: 'Favourites',
    summary: "The caller's favourites with their records, newest first",
    description: `${which}; \`GET /favourites\` and \`GET /dashboard/favourites\` answer the same. Paginated; \`item\` is null once its record is gone.`,
    parameters: pageParams,
    ok: {
      description: 'One page',
      data: { type: 'array', items: ref('FavouriteWithItem') },
      meta: listMeta,
    },
    errors: ['401', '403', '422'],
  },
});

export default defineRoutes([
  {
    method: 'POST',
    path: '/favourites/:type/:id',
    handler: 'api::favourite.favourites.toggle',
    access: 'verified',
    throttle: 'api',
    doc: {
      tag: 'Favourites',
      summary: 'Add a record to the favourites, or take it out',
      description:
        '{type}: `hotel(s)`, `restaurant(s)`, `attraction(s)`, `destination(s)`, `flight(s)` (else 404); a missing record: 404. Not yet a favourite: 201 `Added to favourites` with the favourite, and the legacy top-level `status: "added"`. Already one: 200 `Removed from favourites`, `data` null, `status: "removed"`. Each request flips the state once; concurrent toggles never make two rows.',
      params: {
        type: {
          description:
            'What is kept: `hotel(s)`, `restaurant(s)`, `attraction(s)`, `destination(s)`, `flight(s)`, any case, or the legacy morph class; anything else 404',
          schema: { type: 'string', examples: ['hotel', 'hotels', 'App\\Models\\Hotel'] },
        },
        id: 'The record id',
      },
      body: toggleFavouriteSchema,
      ok: { status: '201', description: 'The favourite', data: ref('Favourite') },
      errors: ['401', '403', '404', '422'],
    },
  },
  ownFavourites('/favourites', "The spec's route"),
  ownFavourites('/dashboard/favourites', 'The legacy route'),
]);
