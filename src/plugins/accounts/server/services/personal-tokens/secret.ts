import { createHash, randomBytes } from 'crypto';

/** Every secret starts so: secret scanners (and people) recognise a leaked one. */
export const SECRET_PREFIX = 'tp_pat_';

/** 32 random bytes (256 bits), base64url: 43 characters after the prefix. */
export const newSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * What is stored and looked up: SHA-256 of the secret. A hash look-up leaks no timing about the
 * secret, and a secret of 256 random bits needs no slow hash (nothing to guess).
 */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** What lists show to recognise a token: the prefix, a few characters, the last four. */
export const hintOf = (secret: string) => `${secret.slice(0, SECRET_PREFIX.length + 4)}…${secret.slice(-4)}`;

export const looksLikePersonalToken = (bearer: string) =>
  bearer.startsWith(SECRET_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(bearer.slice(SECRET_PREFIX.length));
