import { callUpstream, UpstreamError } from '../../../../contract/public';
import { normalizeProfile, type SocialProfile } from './profile';
import type { ProviderName, ProviderSettings } from './providers';

/** How one sign-in talks to its provider: the settings, where the provider sends the browser back, the limit. */
export type OAuthCall = {
  name: ProviderName;
  settings: ProviderSettings;
  redirectUri: string;
  timeoutMs: number;
};

/**
 * The authorization code exchanged for an access token. Any failure, an answer without a token
 * included, is one `UpstreamError` named for the provider.
 */
export const exchangeCode = async ({ name, settings, redirectUri, timeoutMs }: OAuthCall, code: string) => {
  const body = (await callUpstream(name, settings.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      redirect_uri: redirectUri,
    }),
    timeoutMs,
  })) as { access_token?: unknown } | null;
  if (typeof body?.access_token !== 'string')
    throw new UpstreamError(name, 'answered without an access_token');
  return body.access_token;
};

/** The provider's user, as we keep it; a failure or a user without an id is one `UpstreamError`. */
export const fetchProfile = async (
  { name, settings, timeoutMs }: OAuthCall,
  accessToken: string,
): Promise<SocialProfile> => {
  const raw = (await callUpstream(name, settings.userInfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    timeoutMs,
  })) as Record<string, unknown> | null;
  const profile = raw && typeof raw === 'object' ? normalizeProfile(name, raw) : null;
  if (!profile) throw new UpstreamError(name, 'answered a user without an id');
  return profile;
};
