import type { SocketLimits } from './embedded/limits';

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
};

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
    limits: { frameBytes: 10_240, channelsPerSocket: 100, clientEventsPerSecond: 10 },
  } satisfies LiveConfig,
  validator(config: LiveConfig) {
    if (!config.appSecret) throw new Error('live: REALTIME_APP_SECRET is not set (npm run env writes one)');
  },
};
