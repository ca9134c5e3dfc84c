import { z } from 'zod';

/**
 * Seed data kept as JSON beside the step that writes it. The JSON is imported, so tsc checks its
 * syntax and copies it into dist/; its shape is checked here when the seed module loads, so a
 * malformed file stops the boot with the file's name and what is wrong in it.
 */
export const seedData = <T>(file: string, json: unknown, shape: z.ZodType<T>): T => {
  const parsed = shape.safeParse(json);
  if (!parsed.success) {
    throw new Error(`Seed data ${file} is malformed:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};
