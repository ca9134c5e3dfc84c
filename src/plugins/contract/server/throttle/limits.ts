/** One window of a named throttle: `points` requests per `duration` seconds, counted per `key`. */
export type ThrottleKey = 'ip' | 'user' | 'user_or_ip' | 'ip_email';
export type ThrottleWindow = { points: number; duration: number; key: ThrottleKey };
export type ThrottleTable = Record<string, ThrottleWindow[]>;

/** CONTRACT §7. Every number can be overridden per name with THROTTLE_<NAME>=points/seconds[,points/seconds]. */
export const DEFAULT_THROTTLES: ThrottleTable = {
  api: [{ points: 120, duration: 60, key: 'user_or_ip' }],
  catalog: [{ points: 300, duration: 60, key: 'ip' }],
  login: [{ points: 5, duration: 60, key: 'ip_email' }],
  register: [{ points: 5, duration: 60, key: 'ip' }],
  refresh: [{ points: 15, duration: 60, key: 'user_or_ip' }],
  forgot_password: [{ points: 3, duration: 600, key: 'ip' }],
  reset_password: [{ points: 5, duration: 60, key: 'ip' }],
  email_resend: [{ points: 6, duration: 60, key: 'user_or_ip' }],
  ai: [
    { points: 10, duration: 60, key: 'user_or_ip' },
    { points: 500, duration: 86400, key: 'user_or_ip' },
  ],
  maps: [{ points: 10, duration: 60, key: 'ip' }],
  weather: [{ points: 30, duration: 60, key: 'ip' }],
  checkout: [{ points: 5, duration: 60, key: 'user_or_ip' }],
  contacts: [{ points: 5, duration: 60, key: 'ip' }],
  newsletter: [{ points: 5, duration: 60, key: 'user_or_ip' }],
  // Each invitation sends a mail to an address of the inviter's choosing (CONTRACT §14).
  invitations: [
    { points: 10, duration: 60, key: 'user' },
    { points: 100, duration: 86400, key: 'user' },
  ],
  webhooks: [{ points: 600, duration: 60, key: 'ip' }],
  // OAuth clients registering themselves (CONTRACT §15: 20 an hour per address).
  oauth_register: [{ points: 20, duration: 3600, key: 'ip' }],
};

const WINDOW = /^(\d+)\/(\d+)$/;

/** Applies `THROTTLE_<NAME>` overrides from an environment to the default table. */
export const throttleTableFrom = (
  env: Record<string, string | undefined>,
  defaults: ThrottleTable = DEFAULT_THROTTLES,
): ThrottleTable => {
  const table: ThrottleTable = {};
  for (const [name, windows] of Object.entries(defaults)) {
    const override = env[`THROTTLE_${name.toUpperCase()}`];
    if (!override) {
      table[name] = windows;
      continue;
    }
    const parts = override.split(',').map((part) => WINDOW.exec(part.trim()));
    if (parts.some((part) => part === null) || parts.length === 0) {
      throw new Error(`THROTTLE_${name.toUpperCase()} must look like "points/seconds[,points/seconds]"`);
    }
    table[name] = parts.map((part, index) => ({
      points: Number(part![1]),
      duration: Number(part![2]),
      key: (windows[index] ?? windows[0]).key,
    }));
  }
  return table;
};
