import { DEFAULT_THROTTLES } from './throttle/limits';

/** Defaults; config/plugins.ts fills them from the environment (CONTRACT §9). */
export default {
  default: {
    appName: 'Travel Planner',
    redisUrl: '',
    // Namespaces every Redis key of this deployment (instances of one deployment share it).
    redisPrefix: 'tp',
    // A Redis command without an answer after this fails (its caller falls back), so a stalled
    // Redis costs a request at most this much.
    redisCommandTimeoutMs: 100,
    // Each dependency probe of GET /health gives up after this (they run side by side).
    healthProbeTimeoutMs: 250,
    throttles: DEFAULT_THROTTLES,
    accessLog: false,
    // Response-cache hits answered at the head of the chain (middlewares/cache-fast-path.ts).
    cacheFastPath: true,
    shutdownTimeoutMs: 10000,
    i18n: { locales: ['en', 'ar'], defaultLocale: 'en' },
    // Plugins whose routes are ours and must declare access and throttle.
    ownPlugins: ['contract'],
  },
  validator() {},
};
