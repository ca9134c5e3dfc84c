import { z } from 'zod';
import { ADMIN_COLLECTIONS, createSchema, updateSchema } from '../../api/catalog/public';
import { COLLECTION_DOCS } from './catalog';
import { listMeta, operation, pageParams, pathParam, queryParam, ref } from './operation';

/** Request bodies come from the very zod schemas the API validates with. */
const bodyOf = (schema: z.ZodType) => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
};

const withTrash = (schema: string) => ({
  allOf: [
    ref(schema),
    { type: 'object', properties: { deleted_at: { type: ['string', 'null'], format: 'date-time' } } },
  ],
});

export const catalogAdminPaths = (() => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const collection of ADMIN_COLLECTIONS) {
    const doc = COLLECTION_DOCS.find((entry) => entry.path === collection)!;
    const access = `permission:manage ${collection}`;
    const tag = 'Admin: catalog';
    const record = withTrash(doc.detailSchema ?? doc.schema);
    const id = pathParam('id', 'Public id');
    const translated =
      collection === 'flights'
        ? ''
        : ' `translations.ar` sets the Arabic text; fields left out fall back to English.';
    paths[`/admin/${collection}`] = {
      get: operation({
        tag,
        summary: `List ${collection}, trashed ones on request`,
        access,
        throttle: 'api',
        parameters: [
          ...pageParams,
          queryParam('trashed', '`1`/`with`: live and trashed; `only`: trashed only; absent: live only', {
            enum: ['0', '1', 'true', 'false', 'with', 'only', 'without'],
          }),
          queryParam('sort', `One of ${doc.sort.join(', ')}`),
          ...doc.filters,
        ],
        ok: {
          description: 'One page, each record with `deleted_at`.',
          data: { type: 'array', items: withTrash(doc.schema) },
          meta: listMeta,
        },
        errors: ['401', '403', '422'],
      }),
      post: operation({
        tag,
        summary: `Create one of the ${collection}`,
        description: `Relations by id (a missing or trashed target is 422).${translated}`,
        access,
        throttle: 'api',
        body: bodyOf(createSchema(collection)),
        ok: { status: '201', description: 'Created.', data: record },
        errors: ['400', '401', '403', '409', '422'],
      }),
    };
    paths[`/admin/${collection}/{id}`] = {
      put: operation({
        tag,
        summary: `Update one of the ${collection} (partial)`,
        access,
        throttle: 'api',
        parameters: [id],
        body: bodyOf(updateSchema(collection)),
        ok: { description: 'Updated.', data: record },
        errors: ['400', '401', '403', '404', '409', '422'],
      }),
      delete: operation({
        tag,
        summary: `Move one of the ${collection} to the trash`,
        description:
          'Soft delete: the record disappears from public reads and the admin panel, and can be restored. Hard deletion is not offered.',
        access,
        throttle: 'api',
        parameters: [id],
        ok: { description: 'Trashed.' },
        errors: ['401', '403', '404'],
      }),
    };
    paths[`/admin/${collection}/{id}/restore`] = {
      patch: operation({
        tag,
        summary: `Restore one of the ${collection} from the trash`,
        description: '404 when the record is not in the trash.',
        access,
        throttle: 'api',
        parameters: [id],
        ok: { description: 'Restored.', data: record },
        errors: ['401', '403', '404'],
      }),
    };
  }
  return paths;
})();
