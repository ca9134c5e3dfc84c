import { MAX_INTEGER } from '../../plugins/contract/public';

type TypedSetting = {
  valid: (value: string) => boolean;
  message: string;
  /** What a read answers while the store holds nothing valid, and what the seed writes first. */
  fallback: number;
  /** The environment variable the seed's first value comes from. */
  env: string;
};

/**
 * The settings other modules read as numbers (`settings(strapi).store.number(key)`: the trip
 * purchases' fork price and commission), each checked as its type on every write; any other key
 * takes free text. Each default is written here once.
 */
const TYPED_SETTINGS = {
  trip_fork_price_cents: {
    valid: (value) => /^\d+$/.test(value) && Number(value) <= MAX_INTEGER,
    message: 'The trip fork price cents must be a whole number of cents, 0 or more.',
    fallback: 50000,
    env: 'SITE_FORK_PRICE_CENTS',
  },
  platform_booking_commission_rate: {
    valid: (value) => /^(\d+(\.\d*)?|\.\d+)$/.test(value) && Number(value) <= 1,
    message: 'The platform booking commission rate must be a number between 0 and 1.',
    fallback: 0.05,
    env: 'PLATFORM_COMMISSION_RATE',
  },
} satisfies Record<string, TypedSetting>;

export type NumericSettingKey = keyof typeof TYPED_SETTINGS;

/** The stored text of a numeric setting as a number, or its default when it is missing or not a number. */
export const numericValue = (key: NumericSettingKey, stored: string | null | undefined): number => {
  const value = Number(stored);
  return typeof stored === 'string' && stored !== '' && Number.isFinite(value)
    ? value
    : TYPED_SETTINGS[key].fallback;
};

/** The seed's first values of the numeric settings: the environment's, else the defaults. */
export const numericSettingSeeds = (env: NodeJS.ProcessEnv): Record<NumericSettingKey, string> => {
  const entries = Object.entries(TYPED_SETTINGS) as Array<[NumericSettingKey, TypedSetting]>;
  return Object.fromEntries(
    entries.map(([key, typed]) => [key, env[typed.env] ?? String(typed.fallback)]),
  ) as Record<NumericSettingKey, string>;
};

export const isTypedSetting = (key: string) => Object.hasOwn(TYPED_SETTINGS, key);

/** Why `value` cannot be stored under `key` (a typed key needs a value of its type), else null. */
export const typedSettingProblem = (key: string, value: string | null): string | null => {
  if (!isTypedSetting(key)) return null;
  const { valid, message } = TYPED_SETTINGS[key as NumericSettingKey];
  return value !== null && valid(value) ? null : message;
};
