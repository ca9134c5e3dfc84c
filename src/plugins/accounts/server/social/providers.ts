/** OAuth 2.0 endpoints of the identity providers; every URL can be overridden by configuration. */
export type ProviderName = 'google' | 'facebook';

export type ProviderSettings = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
};

/** `emailVerified`: false only when the provider says the address is unconfirmed (Google's claim; Facebook gives confirmed addresses only). */
export type SocialProfile = {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  avatar: string | null;
};

export const PROVIDERS: ProviderName[] = ['google', 'facebook'];

export const DEFAULT_ENDPOINTS: Record<ProviderName, Omit<ProviderSettings, 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email,picture.type(large)',
    scope: 'email,public_profile',
  },
};

export const isProvider = (name: string): name is ProviderName => (PROVIDERS as string[]).includes(name);

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The provider's user info reduced to what we keep. */
export const normalizeProfile = (
  provider: ProviderName,
  raw: Record<string, unknown>,
): SocialProfile | null => {
  const id =
    text(provider === 'google' ? (raw.sub ?? raw.id) : raw.id) ??
    (typeof raw.id === 'number' ? String(raw.id) : null);
  if (!id) return null;
  const picture = raw.picture as { data?: { url?: unknown } } | string | undefined;
  const avatar = typeof picture === 'string' ? picture : text(picture?.data?.url);
  const emailVerified =
    raw.email_verified !== false && raw.email_verified !== 'false' && raw.verified_email !== false;
  return { id, email: text(raw.email)?.toLowerCase() ?? null, emailVerified, name: text(raw.name), avatar };
};
