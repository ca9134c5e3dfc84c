import { defineRoutes, listMeta, pageParams, ref } from '../../../plugins/contract/public';
import { toggleFavouriteSchema } from '../validators';

/** The caller's favourites: a verified caller (legacy `TV`), the default throttle. */
const group = {
  tag: 'Favourites',
  access: 'verified',
  throttle: 'api',
  controller: 'api::favourite.favourites',
} as const;

export default defineRoutes(group, [
  {
    method: 'POST',
    path: '/favourites/:type/:id',
    action: 'toggle',
    doc: {
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
  {
    method: 'GET',
    path: '/favourites',
    action: 'index',
    // The spec's route; the legacy one answers the same (CONTRACT §10).
    aliases: ['/dashboard/favourites'],
    doc: {
      summary: "The caller's favourites with their records, newest first",
      description:
        '`GET /favourites` (the spec) and `GET /dashboard/favourites` (legacy) answer the same. Paginated; `item` is null once its record is gone.',
      parameters: pageParams,
      ok: {
        description: 'One page',
        data: { type: 'array', items: ref('FavouriteWithItem') },
        meta: listMeta,
      },
      errors: ['401', '403', '422'],
    },
  },
]);
