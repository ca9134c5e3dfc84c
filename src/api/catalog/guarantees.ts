import type { Guarantee } from '../../plugins/platform/public';
import { CATALOG_TYPES } from './services/catalog-types';
import { SEARCH_ENTRY, SEARCH_TERM } from './services/search/kinds';

/**
 * Indexes for the catalog's filters and sorts (Strapi indexes the link tables and document ids
 * itself). Applied at boot when missing, so adding one here is the whole migration.
 */
const READS: Record<string, string[][]> = {
  'api::region.region': [['key', 'locale']],
  ...Object.fromEntries(Object.values(CATALOG_TYPES).map((type) => [type.read.uid, type.indexes])),
};

/** The places a destination holds, each by its link table's column for the place. */
const PLACES: Array<[string, string]> = [
  ['api::hotel.hotel', 'hotel'],
  ['api::restaurant.restaurant', 'restaurant'],
  ['api::attraction.attraction', 'attraction'],
];

/**
 * What the database holds for the catalog: plain indexes, named `<table>_<columns>_idx`, and the
 * search index's uniques.
 */
export const catalogGuarantees: Guarantee[] = Object.entries(READS)
  .flatMap(([uid, indexes]) =>
    indexes.map(
      (columns): Guarantee => ({
        uid,
        name: `${columns.join('_')}_idx`,
        columns,
        why: 'Filters and sorts of the catalog lists (live rows of one locale)',
      }),
    ),
  )
  .concat(
    PLACES.map(
      ([uid, column]): Guarantee => ({
        uid,
        relation: 'destination',
        name: `destination_${column}_idx`,
        columns: ['destination_id', `${column}_id`],
        why: "A destination's places (its pages) and the live hotels its card counts, from the link's index alone",
      }),
    ),
  )
  .concat([
    {
      uid: SEARCH_ENTRY,
      name: 'kind_record_unique',
      unique: true,
      columns: ['kind', 'record_document_id'],
      why: 'One search entry per catalog document, written again with every change of it',
    },
    {
      uid: SEARCH_ENTRY,
      name: 'kind_record_id_idx',
      columns: ['kind', 'record_id'],
      why: "The entries a boot still has to give their record's id (an upgrade); a record's entry by its id",
    },
    {
      uid: SEARCH_ENTRY,
      name: 'kind_name_record_idx',
      columns: ['kind', 'name', 'record_id'],
      why: 'The rank of a search: the records whose default-language name is the query or begins with it, from the index alone',
    },
    {
      uid: SEARCH_TERM,
      name: 'term_unique',
      unique: true,
      columns: ['term'],
      why: 'The vocabulary a mistyped word is looked up in holds each word once (concurrent writes add it once)',
    },
  ]);
