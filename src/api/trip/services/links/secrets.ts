import { createHash, createHmac, randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';

/** A secret is 32 bytes of HMAC-SHA256 in base64url: 43 characters, nothing else. */
export const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The secret of a link (a calendar feed's, an invitation's token, a share link's): HMAC(APP_KEYS[0])
 * of its purpose and a random nonce. The database keeps the nonce and the secret's sha256, so the mail relay and
 * the owner's list can show the link again while a copy of the database alone yields none.
 */
export const secretOf = (strapi: Core.Strapi, purpose: string, nonce: string) => {
  const [key] = strapi.config.get('server.app.keys') as string[];
  return createHmac('sha256', key).update(`${purpose}:${nonce}`).digest('base64url');
};

/** A new link secret: what to store (nonce, hash) and the secret itself. */
export const freshSecret = (strapi: Core.Strapi, purpose: string) => {
  const nonce = randomBytes(24).toString('base64url');
  const secret = secretOf(strapi, purpose, nonce);
  return { nonce, hash: hashOf(secret), secret };
};

/** `{APP_URL}/api/{path}`. */
export const apiUrl = (strapi: Core.Strapi, path: string) =>
  `${(strapi.config.get('server.url') as string).replace(/\/+$/, '')}/api/${path}`;

export const INVITATION = 'trip-invitation';
export const SHARE_LINK = 'trip-share';
