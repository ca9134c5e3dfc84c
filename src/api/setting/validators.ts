import { z } from 'zod';
import { NotFoundError, requiredString, ValidationError } from '../../plugins/contract/public';
import { typedSettingProblem } from './typed-settings';

/** At most this many entries in one PUT (one statement writes them all). */
export const MAX_SETTINGS_PER_WRITE = 500;
/** A PATCHed value's limit (legacy-behaviour §3.13); a PUT's values have none but the body's. */
export const MAX_PATCHED_VALUE = 1000;

/**
 * What a key is: letters, digits, `_`, `.` and `-`, starting with a letter or digit (the seeded
 * keys are snake_case), and never a name of JavaScript's object prototype (`constructor`,
 * `toString`…), which would shadow a member of the flat map in a client's code.
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const isSettingKey = (key: string) => KEY_PATTERN.test(key) && !(key in Object.prototype);

const settingKey = requiredString('key', { max: 255 })
  .refine((key) => KEY_PATTERN.test(key), 'The key may hold only letters, digits, _, . and -.')
  .refine((key) => !(key in Object.prototype), 'The key is reserved.');

/** A string or null; trimmed, and an empty string is null (as the legacy service stored it). */
const settingValue = (max?: number) => {
  const text = z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'The value field is required.' : 'The value must be a string.',
    })
    .trim();
  return (max ? text.max(max, `The value may not be greater than ${max} characters.`) : text)
    .nullable()
    .transform((value) => (value === '' ? null : value));
};

const entry = z
  .object({ key: settingKey, value: settingValue().optional() })
  .transform(({ key, value }) => ({ key, value: value ?? null }))
  .superRefine(({ key, value }, ctx) => {
    const problem = typedSettingProblem(key, value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

/** PUT /admin/settings: every entry valid, each key once, or nothing is written. */
export const putSettingsSchema = z.object({
  settings: z
    .array(entry, {
      error: (issue) =>
        issue.input === undefined ? 'The settings field is required.' : 'The settings must be an array.',
    })
    .min(1, 'The settings field is required.')
    .max(MAX_SETTINGS_PER_WRITE, `The settings may not have more than ${MAX_SETTINGS_PER_WRITE} items.`)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach(({ key }, index) => {
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'The key appears more than once.' });
        seen.add(key);
      });
    }),
});
export type SettingEntry = z.output<typeof putSettingsSchema>['settings'][number];

/** PATCH /admin/settings/{key} without a file: the value (null clears it). */
export const patchSettingSchema = z.object({ value: settingValue(MAX_PATCHED_VALUE) });

/** The `{key}` of the path: anything that cannot be a key is no setting (404, as any path segment). */
export const validSettingKey = (key: unknown): string => {
  if (typeof key !== 'string' || key.length > 255 || !isSettingKey(key))
    throw new NotFoundError('Setting not found');
  return key;
};

/** Refuses a value a typed key cannot hold: 422 on `value`. */
export const assertTypedValue = (key: string, value: string | null) => {
  const problem = typedSettingProblem(key, value);
  if (problem) throw ValidationError.field('value', problem);
};
