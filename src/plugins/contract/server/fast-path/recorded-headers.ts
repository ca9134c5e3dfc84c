import type { OutgoingHttpHeader, ServerResponse } from 'http';

export type HeaderList = Array<[string, string]>;
/** The headers Strapi's security, CORS and powered-by middlewares add to a cached answer. */
export type HeaderSet = { before: HeaderList; after: HeaderList };

// Origins are chosen by clients: the record is bounded and starts over when full.
const MAX_ORIGINS = 256;

/** An answer's headers so far, by lower-case name, with the name as it was set (kept on the wire). */
export type HeaderSnapshot = Map<string, [string, OutgoingHttpHeader]>;

// Node has had it since 15.13; the installed type definitions predate it.
type WithRawNames = ServerResponse & { getRawHeaderNames(): string[] };

export const snapshotHeaders = (res: ServerResponse): HeaderSnapshot =>
  new Map(
    (res as WithRawNames)
      .getRawHeaderNames()
      .map((name): [string, [string, OutgoingHttpHeader]] => [
        name.toLowerCase(),
        [name, res.getHeader(name)!],
      ]),
  );

/** What `after` set or changed relative to `before`; null when a header was removed or is a list. */
export const headersAdded = (before: HeaderSnapshot, after: HeaderSnapshot): HeaderList | null => {
  if ([...before.keys()].some((name) => !after.has(name))) return null;
  const added: HeaderList = [];
  for (const [lower, [name, value]] of after) {
    if (Array.isArray(value)) return null;
    if (String(value) !== String(before.get(lower)?.[1])) added.push([name, String(value)]);
  }
  return added;
};

/**
 * The header middlewares' contribution to a cache hit, recorded from a hit the middleware fast path
 * answered, by request origin: for a GET under /api their output depends on the Origin header alone
 * (helmet's headers are fixed by its configuration; CORS answers the origin and `Vary: Origin`;
 * powered-by is a constant). The equivalence test checks this against the full path.
 */
export class RecordedHeaders {
  private readonly sets = new Map<string, HeaderSet>();

  get(origin: string): HeaderSet | undefined {
    return this.sets.get(origin);
  }

  has(origin: string) {
    return this.sets.has(origin);
  }

  record(origin: string, set: HeaderSet) {
    if (this.sets.size >= MAX_ORIGINS) this.sets.clear();
    this.sets.set(origin, set);
  }

  clear() {
    this.sets.clear();
  }
}
