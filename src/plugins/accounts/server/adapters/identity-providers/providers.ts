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
