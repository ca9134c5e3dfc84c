import { applyMinRating, applyPlaceFilters, applyRange, applyIndexedSearch } from '../read/filters';
import type { CollectionSpec } from '../read/collection-spec';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { MAX_DECIMAL, optionalString, requiredString } from '../../../../plugins/contract/public';
import { presentAttraction } from '../../presenters/attractions';
import type { CatalogType } from './catalog-type';
import * as f from './fields';

const UID = 'api::attraction.attraction';

const read: CollectionSpec = {
  name: 'attractions',
  uid: UID,
  tags: ['attraction', 'destination', 'country', 'region', 'category', 'review'],
  localized: ['name', 'description'],
  columns: [
    'name',
    'description',
    'image',
    'latitude',
    'longitude',
    'price',
    'currency',
    'opening_hours',
    'duration_minutes',
    'rating',
    'created_at',
    'updated_at',
  ],
  relations: ['destination', 'category'],
  media: { image: 'image_file' },
  sort: {
    id: 't.id',
    name: 't.name',
    rating: 't.rating',
    price: 't.price',
    duration_minutes: 't.duration_minutes',
    created_at: 't.created_at',
  },
  defaultSort: 'id',
  i18n: true,

  async filter(reader, query, ctx) {
    await applyIndexedSearch(reader, query, ctx, 'attraction');
    await applyPlaceFilters(UID, reader, query, ctx, { category: true });
    applyRange(reader, query, 'price', 't.price');
    applyMinRating(reader, query);
  },

  present: async (rows) => rows.map(presentAttraction),
};

export const attractions: CatalogType = {
  read,
  admin: {
    shape: {
      name: requiredString('name', { max: 160 }),
      ...f.destinationRef,
      ...f.categoryRef,
      description: optionalString('description', { max: 5000 }),
      image: f.url('image'),
      ...f.coordinates,
      price: f.num('price', { min: 0, max: MAX_DECIMAL }).optional(),
      currency: f.currency,
      opening_hours: f.hours,
      duration_minutes: f.int('duration_minutes', { min: 0, max: 1440 }).nullish(),
      rating: f.rating,
      translations: f.translations({
        name: optionalString('name', { max: 160 }),
        description: optionalString('description', { max: 5000 }),
      }),
    },
    relations: { ...f.DESTINATION_RELATION, ...f.CATEGORY_RELATION },
  },
  indexes: [['locale', TRASH_COLUMN], ['rating'], ['price']],
};
