export type MetricsConfig = { token: string };

/** Defaults; config/plugins.ts fills them from the environment. No token: the endpoint is off (404). */
export default {
  default: { token: '' } satisfies MetricsConfig,
  validator() {},
};
