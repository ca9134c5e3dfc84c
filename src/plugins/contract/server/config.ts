import { DEFAULT_THROTTLES } from './throttle/limits';

/** Defaults; config/plugins.ts fills them from the environment (CONTRACT §9). */
export default {
  default: {
    appName: 'Travel Planner',
    throttles: DEFAULT_THROTTLES,
    accessLog: false,
    // Response-cache hits answered at the head of the chain (middlewares/cache-fast-path.ts).
    cacheFastPath: true,
    i18n: { locales: ['en', 'ar'], defaultLocale: 'en' },
    // Plugins whose routes are ours and must declare access and throttle.
    ownPlugins: ['contract'],
  },
  validator() {},
};
