import { MAX_INTEGER } from '../../plugins/contract/public';

/**
 * The settings other modules read as numbers (trip purchases: `services/purchases/settings.ts` of
 * the trip module), each checked as its type on every write; any other key takes free text.
 */
const TYPED_SETTINGS: Record<string, { valid: (value: string) => boolean; message: string }> = {
  trip_fork_price_cents: {
    valid: (value) => /^\d+$/.test(value) && Number(value) <= MAX_INTEGER,
    message: 'The trip fork price cents must be a whole number of cents, 0 or more.',
  },
  platform_booking_commission_rate: {
    valid: (value) => /^(\d+(\.\d*)?|\.\d+)$/.test(value) && Number(value) <= 1,
    message: 'The platform booking commission rate must be a number between 0 and 1.',
  },
};

export const isTypedSetting = (key: string) => Object.hasOwn(TYPED_SETTINGS, key);

/** Why `value` cannot be stored under `key` (a typed key needs a value of its type), else null. */
export const typedSettingProblem = (key: string, value: string | null): string | null => {
  if (!isTypedSetting(key)) return null;
  const { valid, message } = TYPED_SETTINGS[key];
  return value !== null && valid(value) ? null : message;
};
