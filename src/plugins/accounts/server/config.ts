import { DEFAULT_ENDPOINTS, ProviderName, ProviderSettings } from './adapters/identity-providers/providers';

const provider = (name: ProviderName): ProviderSettings => ({
  clientId: '',
  clientSecret: '',
  ...DEFAULT_ENDPOINTS[name],
});

/** Defaults; config/plugins.ts fills them from the environment (CONTRACT §9). */
export default {
  default: {
    appName: 'Travel Planner',
    appUrl: 'http://localhost:1337',
    frontendUrl: 'http://localhost:8080',
    // The legacy frontend's pages (CONTRACT §2.4, §2.5, §9).
    frontendResetPath: '/auth/reset.html',
    frontendOAuthPath: '/',
    appKey: '',
    // The signing of access tokens; their lifetime is jwt.ts's TOKEN_TTL_SECONDS.
    jwt: { secret: '', issuer: 'Travel Planner' },
    // Where mails are written when no SMTP server is configured; null when mail goes out by SMTP.
    mailDir: null as string | null,
    social: { google: provider('google'), facebook: provider('facebook') },
    socialTimeoutMs: 10000,
  },
  validator(config: { appKey?: string; jwt?: { secret?: string } }) {
    if (!config.jwt?.secret)
      throw new Error('accounts: JWT_SECRET is required (it is generated into .env on first start)');
    if (!config.appKey)
      throw new Error('accounts: APP_KEYS is required (it is generated into .env on first start)');
  },
};
