/** Small builders for route docs: references to shared components and common parameters. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const queryParam = (name: string, description: string, schema: object = { type: 'string' }) => ({
  name,
  in: 'query',
  description,
  schema,
});

export const pageParams = [
  { $ref: '#/components/parameters/page' },
  { $ref: '#/components/parameters/per_page' },
];

/** The public catalog lists' pages: 1,000 by default and at most (CONTRACT §1.4). */
export const catalogPageParams = [
  { $ref: '#/components/parameters/page' },
  { $ref: '#/components/parameters/catalog_per_page' },
];

const integer = { type: 'integer' };
const nullableInteger = { type: ['integer', 'null'] };
/** `meta.pagination` and, beside it, Laravel's paginator keys that legacy clients read (CONTRACT §1.4). */
export const listMeta = {
  type: 'object',
  required: ['pagination', 'current_page', 'per_page', 'total', 'last_page', 'from', 'to'],
  properties: {
    pagination: ref('Pagination'),
    current_page: integer,
    per_page: integer,
    total: integer,
    last_page: integer,
    from: {
      ...nullableInteger,
      description: 'Position of the first item of the page (1-based); null on an empty page.',
    },
    to: { ...nullableInteger, description: 'Position of the last item of the page; null on an empty page.' },
  },
};
