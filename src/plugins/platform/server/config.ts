/** Defaults; config/plugins.ts fills them from the environment (CONTRACT §9). */
export default {
  default: {
    redisUrl: '',
    // Namespaces every Redis key of this deployment (instances of one deployment share it).
    redisPrefix: 'tp',
    // A Redis command without an answer after this fails (its caller falls back), so a stalled
    // Redis costs a request at most this much.
    redisCommandTimeoutMs: 100,
    // Each dependency probe of GET /health gives up after this (they run side by side).
    healthProbeTimeoutMs: 250,
    shutdownTimeoutMs: 10000,
  },
  validator() {},
};
