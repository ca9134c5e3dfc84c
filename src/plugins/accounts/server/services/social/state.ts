import { createHmac, randomBytes, timingSafeEqual } from 'crypto';

const TTL_SECONDS = 600;

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A signed, expiring OAuth `state` naming the provider and a nonce that is also kept in a cookie. */
export const createState = (key: string, provider: string, now = Date.now()) => {
  const nonce = randomBytes(16).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ p: provider, n: nonce, e: Math.floor(now / 1000) + TTL_SECONDS }),
  ).toString('base64url');
  return { state: `${payload}.${mac(key, payload)}`, nonce };
};

type StatePayload = { p?: unknown; n?: unknown; e?: unknown };

/**
 * The signed payload read back. Only a payload that is not JSON is expected to fail here (one we
 * never signed: the MAC was checked first); it reads as no payload, anything else is a fault.
 */
const decoded = (payload: string): StatePayload | null => {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString());
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  return data !== null && typeof data === 'object' ? (data as StatePayload) : null;
};

/** The nonce of a state that is ours, unexpired and for this provider; null otherwise. */
export const readState = (key: string, provider: string, state: unknown, now = Date.now()): string | null => {
  if (typeof state !== 'string') return null;
  const [payload, signature] = state.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const data = decoded(payload);
  if (!data || data.p !== provider || typeof data.n !== 'string' || typeof data.e !== 'number') return null;
  if (data.e * 1000 < now) return null;
  return data.n;
};
