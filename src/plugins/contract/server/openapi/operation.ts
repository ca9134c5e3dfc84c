import { describeAccess, type Access } from '../auth/access';
import { RECORD_ID_SCHEMA } from '../http/record-id';
import { toJsonSchema } from './json-schema';
import type { ParamDoc, RouteDoc } from './route-doc';

type Responses = Record<string, unknown>;

const ERROR_REFS: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthenticated',
  '403': 'Forbidden',
  '404': 'NotFound',
  '409': 'Conflict',
  '412': 'PreconditionFailed',
  '413': 'PayloadTooLarge',
  '422': 'ValidationFailed',
  '429': 'TooManyRequests',
  '503': 'ServiceUnavailable',
};

/** The success envelope of CONTRACT §1 around `data` (and `meta`). */
export const envelopeOf = (data: object, meta?: object) => ({
  type: 'object',
  required: ['success', 'message', 'data'],
  properties: { success: { const: true }, message: { type: 'string' }, data, ...(meta ? { meta } : {}) },
});

export type DocumentedRoute = {
  method: string;
  /** The path under `/api` in OpenAPI form (`/hotels/{id}`). */
  path: string;
  access: Access;
  /** The scope a personal access token needs here; null when only a session is accepted. */
  tokenScope?: string | null;
  throttle: string;
  deprecated: boolean;
  /** The path of the route this one is an alias of (OpenAPI form), when it is one. */
  aliasOf?: string | null;
  /** The body kinds the route reads beyond JSON. */
  body: unknown;
  doc: RouteDoc;
};

const paramOf = (name: string, doc: ParamDoc | undefined, path: string) => {
  if (doc === undefined) throw new Error(`${path}: the path parameter "${name}" is not described`);
  const { description, schema } = typeof doc === 'string' ? { description: doc, schema: undefined } : doc;
  // A path parameter is a record id unless its doc says otherwise: outside the range, 404 (CONTRACT §10).
  return { name, in: 'path', required: true, description, schema: schema ?? RECORD_ID_SCHEMA };
};

const queryParamsOf = (query: RouteDoc['query']) => {
  if (!query) return [];
  const json = toJsonSchema(query) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    ...(json.required?.includes(name) ? { required: true } : {}),
    ...('description' in schema ? { description: schema.description } : {}),
    schema,
  }));
};

/** One operation of the document, built from the route's own declaration. */
export const operationOf = (route: DocumentedRoute) => {
  const { doc } = route;
  const responses: Responses = {};
  if (doc.ok) {
    responses[doc.ok.status ?? '200'] = {
      description: doc.ok.description,
      content: doc.ok.content ?? {
        'application/json': { schema: envelopeOf(doc.ok.data ?? { type: 'null' }, doc.ok.meta) },
      },
    };
  }
  Object.assign(responses, doc.responses ?? {});
  const readsBody = Boolean(doc.body || doc.bodyContent);
  // Every operation that reads a body refuses other media types (400) and oversized bodies (413).
  const errors = readsBody ? [...new Set([...(doc.errors ?? []), '400', '413'])] : (doc.errors ?? []);
  for (const status of errors)
    responses[status] = { $ref: `#/components/responses/${ERROR_REFS[status] ?? 'DomainRule'}` };
  responses['429'] ??= { $ref: '#/components/responses/TooManyRequests' };

  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const parameters = [
    ...pathNames.map((name) => paramOf(name, doc.params?.[name], route.path)),
    ...queryParamsOf(doc.query),
    ...(doc.parameters ?? []),
  ];
  const content = {
    ...(doc.body ? { 'application/json': { schema: toJsonSchema(doc.body) } } : {}),
    ...doc.bodyContent,
  };
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    'x-access': describeAccess(route.access),
    'x-throttle': route.throttle,
    'x-token-scope': route.tokenScope ?? null,
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(route.aliasOf ? { 'x-alias-of': route.aliasOf } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(readsBody ? { requestBody: { required: true, content } } : {}),
    responses,
  };
};

/** The `paths` of the document: every documented route, grouped by path. */
export const pathsOf = (routes: DocumentedRoute[]) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route);
  return paths;
};
