import { createHash, createPrivateKey, hkdfSync } from 'crypto';

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The authorization server's signing key, the same on every instance without storing it: an
 * Ed25519 key derived (HKDF-SHA256) from the deployment's APP_KEYS secret. It signs what the
 * library signs (its JWKS document; no ID tokens are issued: the scopes are §12's, no `openid`).
 * Changing APP_KEYS changes it, as it changes the cookies' keys.
 */
export const signingJwk = (appKey: string) => {
  const seed = Buffer.from(hkdfSync('sha256', appKey, 'oauth-signing-key', 'travel-planner oauth', 32));
  const key = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = key.export({ format: 'jwk' });
  const kid = createHash('sha256').update(String(jwk.x)).digest('base64url').slice(0, 16);
  return { ...jwk, kid, alg: 'EdDSA', use: 'sig' };
};
