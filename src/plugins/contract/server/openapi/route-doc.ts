import type { z } from 'zod';
import type { JsonSchema } from './json-schema';

type Responses = Record<string, unknown>;

/** The schema of an envelope's `meta`: an object schema, so a bare property map fails to compile. */
type MetaSchema = { type: string; properties: object; required?: string[] };

/** A path parameter: its description, and its schema when it is not a record id. */
export type ParamDoc = string | { description: string; schema: JsonSchema };

/**
 * What a route declaration says about itself for the OpenAPI document. The schemas here are the
 * ones the handler validates with (`validBody` / `validQuery` refuse any other), so the document
 * cannot drift from the validation.
 */
export type RouteDoc = {
  tag: string;
  summary: string;
  description?: string;
  /** Every `:name` of the path, described (a record id unless a schema is given). */
  params?: Record<string, ParamDoc>;
  /** The query the handler validates with zod. */
  query?: z.ZodObject;
  /** Further query parameters read by QueryReader (pagination, sort, filters), as OpenAPI objects. */
  parameters?: object[];
  /** The JSON body the handler validates. */
  body?: z.ZodType;
  /** Media types beyond JSON (multipart, HTML forms), as OpenAPI content. */
  bodyContent?: Record<string, unknown>;
  /** `meta` is the schema of the envelope's `meta` object (`type` and `properties`, not a bare property map). */
  ok?: { status?: string; description: string; data?: object; meta?: MetaSchema; content?: Responses };
  /** Error statuses, each pointing at the shared response of the document. */
  errors?: string[];
  responses?: Responses;
};
