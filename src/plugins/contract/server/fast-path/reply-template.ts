import { CACHED_VARY, cachedReply } from '../cache/cached-answer';
import { matchesIfNoneMatch } from '../cache/etag';
import type { CachedResponse } from '../cache/stores';
import type { HeaderSet } from './recorded-headers';
import { ReplyHeaders, appendVary } from './reply-headers';

const REQUEST_ID = 'X-Request-Id';

/**
 * A hit's answer with its headers in the order the middleware fast path sets them
 * (middlewares/cache-fast-path.ts), built once per entry, origin's header set and status: only
 * the request id and the throttle's counts differ between two answers, and they fill slots.
 */
type Template = { status: 200 | 304; flat: string[]; slots: Map<string, number>; body: Buffer | null };
type Templates = Map<HeaderSet, { fresh?: Template; notModified?: Template }>;

// Entries are replaced, not changed, when a response is cached again: a template lives as long as its entry.
const byEntry = new WeakMap<CachedResponse, Templates>();

const build = (
  hit: CachedResponse,
  recorded: HeaderSet,
  deprecated: boolean,
  ifNoneMatch: string | undefined,
  limitNames: string[],
): Template => {
  const reply = cachedReply(hit, ifNoneMatch);
  const headers = new ReplyHeaders().set(REQUEST_ID, '').setAll(recorded.before);
  for (const name of limitNames) headers.set(name, '');
  if (deprecated) headers.set('Deprecation', 'true');
  headers.setAll(reply.headers).set('Vary', appendVary(headers.get('Vary'), CACHED_VARY));
  headers.setAll(recorded.after);
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  if (body) headers.set('Content-Length', String(body.length));
  const flat = headers.flat();
  const slots = new Map<string, number>();
  for (const name of [REQUEST_ID, ...limitNames]) slots.set(name, headers.slotOf(name));
  return { status: reply.status, flat, slots, body };
};

/** The status, headers (flattened for `res.writeHead`) and body of a hit's answer. */
export const replyTo = (
  hit: CachedResponse,
  recorded: HeaderSet,
  deprecated: boolean,
  ifNoneMatch: string | undefined,
  requestId: string,
  limits: Record<string, string>,
): Omit<Template, 'slots'> => {
  const variant = matchesIfNoneMatch(ifNoneMatch, hit.etag) ? 'notModified' : 'fresh';
  let templates = byEntry.get(hit);
  if (!templates) byEntry.set(hit, (templates = new Map()));
  let pair = templates.get(recorded);
  if (!pair) templates.set(recorded, (pair = {}));
  const names = Object.keys(limits);
  let template = pair[variant];
  if (
    !template ||
    template.slots.size !== names.length + 1 ||
    names.some((name) => !template!.slots.has(name))
  )
    template = pair[variant] = build(hit, recorded, deprecated, ifNoneMatch, names);
  const flat = template.flat.slice();
  flat[template.slots.get(REQUEST_ID)!] = requestId;
  for (const name of names) flat[template.slots.get(name)!] = limits[name];
  return { status: template.status, flat, body: template.body };
};
