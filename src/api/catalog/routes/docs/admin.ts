import { TRASHED_AT_WORDS, TRASHED_PARAM, withTrashedAtSchema } from '../../../../plugins/soft-delete/public';
import { listMeta, pageParams, queryParam } from '../../../../plugins/contract/public';
import { type AdminCollection, createSchema, updateSchema } from '../../validators';
import { COLLECTION_DOCS, type CatalogRouteDoc } from './public-reads';

/** The docs of the five admin routes of one collection, keyed by handler action. */
export const adminDocs = (collection: AdminCollection): Record<string, CatalogRouteDoc> => {
  const doc = COLLECTION_DOCS.find((entry) => entry.path === collection)!;
  const record = withTrashedAtSchema(doc.detailSchema ?? doc.schema);
  const params = { id: 'Public id' };
  const translated =
    collection === 'flights'
      ? ''
      : ' `translations.ar` sets the Arabic text; fields left out fall back to English.';
  return {
    index: {
      summary: `List ${collection}, trashed ones on request`,
      parameters: [
        ...pageParams,
        TRASHED_PARAM,
        queryParam('sort', `One of ${doc.sort.join(', ')}`),
        ...doc.filters,
      ],
      ok: {
        description: `One page, each record with ${TRASHED_AT_WORDS}.`,
        data: { type: 'array', items: withTrashedAtSchema(doc.schema) },
        meta: listMeta,
      },
      errors: ['401', '403', '422'],
    },
    create: {
      summary: `Create one of the ${collection}`,
      description: `Relations by id (a missing or trashed target is 422).${translated}`,
      body: createSchema(collection),
      ok: { status: '201', description: 'Created.', data: record },
      errors: ['401', '403', '409', '422'],
    },
    update: {
      summary: `Update one of the ${collection} (partial)`,
      params,
      body: updateSchema(collection),
      ok: { description: 'Updated.', data: record },
      errors: ['401', '403', '404', '409', '422'],
    },
    destroy: {
      summary: `Move one of the ${collection} to the trash`,
      description:
        'Soft delete: the record disappears from public reads and the admin panel, and can be restored. Hard deletion is not offered.',
      params,
      ok: { description: 'Trashed.' },
      errors: ['401', '403', '404'],
    },
    restore: {
      summary: `Restore one of the ${collection} from the trash`,
      description: '404 when the record is not in the trash.',
      params,
      ok: { description: 'Restored.', data: record },
      errors: ['401', '403', '404'],
    },
  };
};
