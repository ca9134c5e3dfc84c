import { createHash, createHmac, timingSafeEqual } from 'crypto';

/** sha1 of the e-mail: the `{hash}` segment of a verification link. */
export const emailHash = (email: string) => createHash('sha1').update(email).digest('hex');

const signature = (key: string, unsigned: string) => createHmac('sha256', key).update(unsigned).digest('hex');

const unsignedUrl = (appUrl: string, id: number | string, hash: string, expires: number | string) =>
  `${appUrl.replace(/\/$/, '')}/api/email/verify/${id}/${hash}?expires=${expires}`;

/**
 * `{APP_URL}/api/email/verify/{id}/{hash}?expires={unix}&signature={hex}` (CONTRACT §2.4): the
 * signature is HMAC-SHA256 of the URL without it, keyed by the app key.
 */
export const signVerificationUrl = (
  appUrl: string,
  key: string,
  user: { id: number; email: string },
  ttlSeconds = 3600,
  now = Date.now(),
) => {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const unsigned = unsignedUrl(appUrl, user.id, emailHash(user.email), expires);
  return `${unsigned}&signature=${signature(key, unsigned)}`;
};

/**
 * `invalid` unless the signature is ours (constant-time compare); then `expired` past its time.
 * Only a link we signed can be called expired: a page may then say so without being lied to.
 */
export const signedLinkState = (
  appUrl: string,
  key: string,
  link: { id: string; hash: string; expires: unknown; signature: unknown },
  now = Date.now(),
): 'valid' | 'expired' | 'invalid' => {
  if (typeof link.expires !== 'string' || !/^\d+$/.test(link.expires) || typeof link.signature !== 'string')
    return 'invalid';
  const expected = Buffer.from(signature(key, unsignedUrl(appUrl, link.id, link.hash, link.expires)), 'hex');
  const given = Buffer.from(link.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(link.expires) * 1000 < now ? 'expired' : 'valid';
};

/** True when the signature is ours and the link has not expired. */
export const verifySignedLink = (...args: Parameters<typeof signedLinkState>): boolean =>
  signedLinkState(...args) === 'valid';

/**
 * Any link of ours, signed as the verification link is: `{unsigned}&signature={hex}` (the unsigned
 * URL has a query).
 */
export const signUrl = (key: string, unsigned: string) => `${unsigned}&signature=${signature(key, unsigned)}`;

/** Whether `given` is our signature of `unsigned` (constant-time compare). */
export const signatureMatches = (key: string, unsigned: string, given: unknown): boolean => {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signature(key, unsigned), 'hex'));
};
