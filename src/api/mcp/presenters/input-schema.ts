import type { z } from 'zod';
import { toJsonSchema } from '../../../plugins/contract/public';

type JsonObject = { type?: unknown; properties?: Record<string, unknown>; required?: string[] };

/**
 * A tool's input as MCP lists it: the JSON schema of the zod schema it validates with (the one the
 * OpenAPI document shows for the REST route). MCP asks for one object schema, so the parts of an
 * intersection (the route's body plus the ids its path carried) are merged into it.
 */
export const inputSchemaOf = (schema: z.ZodType) => {
  const json = toJsonSchema(schema) as JsonObject & { allOf?: JsonObject[] };
  const parts = json.allOf ?? [json];
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}));
  const required = [...new Set(parts.flatMap((part) => part.required ?? []))];
  const { allOf: _parts, ...rest } = json;
  return {
    ...rest,
    type: 'object' as const,
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
};
