/**
 * The strings a zod schema lets through, by field path, each with the longest length it accepts
 * (Infinity when nothing bounds it). Only values that leave the schema as strings count: a string
 * that a pipe turns into a number (`"12"` → 12) stores no text, so it is not listed.
 */
type Def = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  valueType?: Schema;
  items?: Schema[];
  getter?: () => Schema;
};
type Schema = { _zod: { def: Def; bag: { maximum?: number } } };
export type Bounds = Map<string, number>;

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** Merges `more` into `into`; a path both hold keeps `pick` of the two bounds. */
const merge = (into: Bounds, more: Bounds, pick: (a: number, b: number) => number) => {
  for (const [path, max] of more) into.set(path, into.has(path) ? pick(into.get(path)!, max) : max);
  return into;
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

export const stringBounds = (schema: Schema, prefix = ''): Bounds => {
  const def = schema._zod.def;
  if (def.type === 'string') return new Map([[prefix, schema._zod.bag.maximum ?? Infinity]]);
  if (WRAPPERS.has(def.type)) return stringBounds(def.innerType!, prefix);
  if (def.type === 'lazy') return stringBounds(def.getter!(), prefix);
  if (def.type === 'object') {
    const bounds: Bounds = new Map();
    for (const [key, child] of Object.entries(def.shape!))
      merge(bounds, stringBounds(child, join(prefix, key)), Math.max);
    return bounds;
  }
  if (def.type === 'array') return stringBounds(def.element!, join(prefix, '*'));
  if (def.type === 'record') return stringBounds(def.valueType!, join(prefix, '*'));
  if (def.type === 'tuple')
    return def.items!.reduce<Bounds>(
      (bounds, item, i) => merge(bounds, stringBounds(item, join(prefix, String(i))), Math.max),
      new Map(),
    );
  // Any option may take the value: the loosest bound holds.
  if (def.type === 'union')
    return def.options!.reduce<Bounds>(
      (bounds, option) => merge(bounds, stringBounds(option, prefix), Math.max),
      new Map(),
    );
  // Both sides must take the value: the tightest bound holds.
  if (def.type === 'intersection')
    return merge(stringBounds(def.left!, prefix), stringBounds(def.right!, prefix), Math.min);
  if (def.type === 'pipe') {
    const input = stringBounds(def.in!, prefix);
    // A transform's output cannot be read: it is taken to keep the input's length (trim, case).
    if (def.out!._zod.def.type === 'transform') return input;
    // What leaves the pipe is what its output side takes, within what its input side took.
    const output = stringBounds(def.out!, prefix);
    for (const [path, max] of output) if (input.has(path)) output.set(path, Math.min(max, input.get(path)!));
    return output;
  }
  // Enumerations, literals, numbers, booleans, dates and free JSON store no unbounded text.
  return new Map();
};
