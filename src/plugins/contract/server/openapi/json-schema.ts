import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** A request schema as the document shows it: what a client may send (zod's input side). */
export const toJsonSchema = (schema: z.ZodType | JsonSchema): JsonSchema => {
  if (!isZod(schema)) return schema;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
};
