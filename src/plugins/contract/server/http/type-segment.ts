import { NotFoundError } from '../errors';

/**
 * A resolver of a `{type}` path segment (CONTRACT §10): the segment, in any case, is looked up in
 * a fixed table of names and aliases held in a `Map` — never in an object, whose prototype would
 * answer `__proto__` or `constructor` — and anything else is the unknown route's 404. The router
 * has already percent-decoded the segment once; it is not decoded again (`%25ff` is `%ff`, a
 * name like any other, not an escape to decode).
 */
export const typeSegment = <T extends string>(
  aliases: Iterable<readonly [alias: string, type: T]>,
  notFoundMessage = 'Not found',
) => {
  const table = new Map<string, T>();
  for (const [alias, type] of aliases) table.set(alias.toLowerCase(), type);
  return (segment: unknown): T => {
    const type = typeof segment === 'string' ? table.get(segment.toLowerCase()) : undefined;
    if (type === undefined) throw new NotFoundError(notFoundMessage);
    return type;
  };
};
