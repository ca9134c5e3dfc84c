import type { SocketLimits } from './embedded/limits';

/** A Pusher-protocol server's HTTP API and app (`REALTIME_DRIVER=pusher`, CONTRACT §13). */
export type PusherSettings = {
  appId: string;
  key: string;
  secret: string;
  host: string;
  /** null: the scheme's own port. */
  port: number | null;
  scheme: 'http' | 'https';
  /** How long a publish may take before it counts as failed. */
  timeoutMs: number;
};

export type LiveConfig = {
  /** `embedded`: this server's own sockets; `pusher`: events go to a Pusher-protocol server's HTTP API. */
  driver: 'embedded' | 'pusher';
  appId: string;
  appKey: string;
  appSecret: string;
  /** The embedded server's own port beside the API's (null: the API's port only). */
  port: number | null;
  host: string;
  activityTimeoutSeconds: number;
  limits: SocketLimits;
  pusher: PusherSettings;
};

/** The app whose secret signs subscriptions: the embedded server's, or the Pusher server's. */
export const signingApp = (config: LiveConfig) =>
  config.driver === 'pusher'
    ? { key: config.pusher.key, secret: config.pusher.secret }
    : { key: config.appKey, secret: config.appSecret };

/** Defaults; config/plugins.ts fills them from the environment (CONTRACT §13). */
export default {
  default: {
    driver: 'embedded',
    appId: 'app-id',
    appKey: 'app-key',
    appSecret: '',
    port: null,
    host: '0.0.0.0',
    activityTimeoutSeconds: 120,
    limits: { frameBytes: 10_240, channelsPerSocket: 100, clientEventsPerSecond: 10, connectionsPerUser: 20 },
    pusher: {
      appId: '',
      key: '',
      secret: '',
      host: '',
      port: null,
      scheme: 'https',
      timeoutMs: 5000,
    },
  } satisfies LiveConfig,
  validator(config: LiveConfig) {
    if (config.driver !== 'embedded' && config.driver !== 'pusher')
      throw new Error(`live: REALTIME_DRIVER is embedded or pusher, not ${String(config.driver)}`);
    if (config.driver === 'embedded' && !config.appSecret)
      throw new Error('live: REALTIME_APP_SECRET is not set (npm run env writes one)');
    const missing = (['appId', 'key', 'secret', 'host'] as const).filter((name) => !config.pusher[name]);
    if (config.driver === 'pusher' && missing.length > 0)
      throw new Error(
        `live: REALTIME_DRIVER=pusher needs ${missing.map((name) => `PUSHER_${name === 'appId' ? 'APP_ID' : name.toUpperCase()}`).join(', ')}`,
      );
  },
};
