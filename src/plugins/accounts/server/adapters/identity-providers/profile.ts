import type { ProviderName } from './providers';

/**
 * What we keep of a provider's user. `emailVerified`: false only when the provider says the
 * address is unconfirmed (Google's claim; Facebook gives confirmed addresses only).
 */
export type SocialProfile = {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  avatar: string | null;
};

/** The avatar column's limit: a longer picture URL is not kept, since a cut URL points nowhere. */
export const MAX_AVATAR_URL = 1024;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The provider's user info reduced to what we keep; null without an id. */
export const normalizeProfile = (
  provider: ProviderName,
  raw: Record<string, unknown>,
): SocialProfile | null => {
  const id =
    text(provider === 'google' ? (raw.sub ?? raw.id) : raw.id) ??
    (typeof raw.id === 'number' ? String(raw.id) : null);
  if (!id) return null;
  const picture = raw.picture as { data?: { url?: unknown } } | string | undefined;
  const url = text(typeof picture === 'string' ? picture : picture?.data?.url);
  const avatar = url && url.length <= MAX_AVATAR_URL ? url : null;
  const emailVerified =
    raw.email_verified !== false && raw.email_verified !== 'false' && raw.verified_email !== false;
  return { id, email: text(raw.email)?.toLowerCase() ?? null, emailVerified, name: text(raw.name), avatar };
};
