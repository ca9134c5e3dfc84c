import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'crypto';

/** AES-256-GCM with a key derived from ENCRYPTION_KEY: payment payloads are encrypted at rest. */
let derived: { secret: string; key: Buffer } | null = null;
const keyOf = (secret: string) => {
  if (derived?.secret !== secret) derived = { secret, key: createHash('sha256').update(secret).digest() };
  return derived.key;
};

export const seal = (secret: string, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(
    '.',
  );
};

export const open = (secret: string, sealed: string): string => {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1') throw new Error('unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
};
