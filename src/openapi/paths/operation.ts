import { envelopeOf } from '../components';

type Responses = Record<string, unknown>;

const ERROR_REFS: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthenticated',
  '403': 'Forbidden',
  '404': 'NotFound',
  '409': 'Conflict',
  '413': 'PayloadTooLarge',
  '422': 'ValidationFailed',
  '429': 'TooManyRequests',
  '503': 'ServiceUnavailable',
};

/**
 * One operation of the document. `access` and `throttle` repeat the route declaration (the
 * tests compare them); errors are listed by status and point at the shared responses.
 */
export const operation = (spec: {
  tag: string;
  summary: string;
  description?: string;
  access: string;
  throttle: string;
  ok?: { status?: string; description: string; data?: object; meta?: object; content?: Responses };
  errors?: string[];
  parameters?: object[];
  body?: object;
  bodyContent?: Record<string, unknown>;
  deprecated?: boolean;
  responses?: Responses;
}) => {
  const responses: Responses = {};
  if (spec.ok) {
    responses[spec.ok.status ?? '200'] = {
      description: spec.ok.description,
      content: spec.ok.content ?? {
        'application/json': { schema: envelopeOf(spec.ok.data ?? { type: 'null' }, spec.ok.meta) },
      },
    };
  }
  Object.assign(responses, spec.responses ?? {});
  // Every operation that reads a body refuses other media types (400) and oversized bodies (413).
  const errors =
    spec.body || spec.bodyContent
      ? [...new Set([...(spec.errors ?? []), '400', '413'])]
      : (spec.errors ?? []);
  for (const status of errors)
    responses[status] = { $ref: `#/components/responses/${ERROR_REFS[status] ?? 'DomainRule'}` };
  if (spec.throttle && !responses['429'])
    responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  return {
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    'x-access': spec.access,
    'x-throttle': spec.throttle,
    ...(spec.access === 'public' ? { security: [] } : {}),
    ...(spec.deprecated ? { deprecated: true } : {}),
    ...(spec.parameters ? { parameters: spec.parameters } : {}),
    ...(spec.body || spec.bodyContent
      ? {
          requestBody: {
            required: true,
            content: spec.bodyContent ?? { 'application/json': { schema: spec.body } },
          },
        }
      : {}),
    responses,
  };
};

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const pathParam = (name: string, description: string, schema: object = { type: 'integer' }) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});
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
