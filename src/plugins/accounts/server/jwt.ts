import { createSecretKey, randomUUID, type KeyObject } from 'crypto';
import jwt from 'jsonwebtoken';

/** An access token's lifetime (CONTRACT §2.1), written here only. */
export const TOKEN_TTL_SECONDS = 3600;

/** A token that is not one of ours, or no longer valid: a bad signature, issuer or shape, or expired. */
export class InvalidTokenError extends Error {}

export type TokenSettings = { secret: string; issuer: string };

export type TokenClaims = {
  sub: string;
  jti: string;
  iat: number;
  nbf: number;
  exp: number;
  iss: string;
  roles: string[];
};

export type IssuedToken = { token: string; claims: TokenClaims };

/**
 * The secret as a key object, made once: given a string, jsonwebtoken first tries it as a PEM public
 * key on every call (a thrown exception each time), a measurable share of an authenticated request.
 */
let memo: { secret: string; key: KeyObject } | null = null;
const keyOf = (secret: string): KeyObject => {
  if (memo?.secret !== secret) memo = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return memo.key;
};

/** Signs an HS256 access token with the claims of CONTRACT §2.1. */
export const issueToken = (
  settings: TokenSettings,
  subject: { id: number; roles: string[] },
  now = Date.now(),
): IssuedToken => {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = {
    sub: String(subject.id),
    jti: randomUUID(),
    iat,
    nbf: iat,
    exp: iat + TOKEN_TTL_SECONDS,
    iss: settings.issuer,
    roles: subject.roles,
  };
  return { token: jwt.sign(claims, keyOf(settings.secret), { algorithm: 'HS256' }), claims };
};

/**
 * Verifies signature, algorithm, issuer and times. `allowExpiredFor` (seconds) accepts a token
 * that expired no longer ago than that (the refresh window). Throws on any failure.
 */
export const verifyToken = (
  settings: TokenSettings,
  token: string,
  options: { allowExpiredFor?: number; now?: number } = {},
): TokenClaims => {
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  let claims: Partial<TokenClaims>;
  try {
    claims = jwt.verify(token, keyOf(settings.secret), {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      ignoreExpiration: options.allowExpiredFor !== undefined,
      clockTimestamp: nowSeconds,
    }) as Partial<TokenClaims>;
  } catch (error) {
    // jsonwebtoken's refusals (its expiry and not-before errors extend this class); anything else is a bug.
    if (error instanceof jwt.JsonWebTokenError) throw new InvalidTokenError(error.message);
    throw error;
  }

  if (
    typeof claims.sub !== 'string' ||
    !/^\d+$/.test(claims.sub) ||
    typeof claims.jti !== 'string' ||
    typeof claims.exp !== 'number'
  ) {
    throw new InvalidTokenError('token is missing required claims');
  }
  if (options.allowExpiredFor !== undefined && claims.exp + options.allowExpiredFor < nowSeconds) {
    throw new InvalidTokenError('token expired beyond the allowed window');
  }
  return { ...claims, roles: Array.isArray(claims.roles) ? claims.roles : [] } as TokenClaims;
};

/** The token of `Authorization: Bearer <token>`, or null. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
};

type TokenCarrier = {
  get(header: string): string;
  query: Record<string, unknown>;
  state: { route?: { config?: { tokenInQuery?: boolean } } };
};

/**
 * The token a request carries: its bearer header, or `?token=` on a route declared with
 * `tokenInQuery` (a browser downloading a file by link cannot send a header).
 */
export const requestToken = (ctx: TokenCarrier): string | null => {
  const bearer = bearerToken(ctx.get('Authorization'));
  if (bearer || !ctx.state.route?.config?.tokenInQuery) return bearer;
  return typeof ctx.query.token === 'string' && ctx.query.token !== '' ? ctx.query.token : null;
};

/** The signing settings of this instance (`plugin::accounts.jwt`). */
export const tokenSettingsOf = (strapi: { config: { get(key: string): unknown } }): TokenSettings =>
  strapi.config.get('plugin::accounts.jwt') as TokenSettings;
