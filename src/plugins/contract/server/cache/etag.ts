import { createHash } from 'crypto';

/** A strong validator: the same bytes give the same tag. */
export const strongEtag = (payload: string) => `"${createHash('sha1').update(payload).digest('base64url')}"`;

/** RFC 9110 If-None-Match: `*` or a list of (possibly weak) tags compared weakly. */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
};
