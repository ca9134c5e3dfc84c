import type { Guarantee } from '../../plugins/platform/public';
import { SETTING } from './content-types/rows';

/** What the database holds for the settings (applied at boot by the platform plugin). */
export const settingGuarantees: Guarantee[] = [
  {
    uid: SETTING,
    name: 'key_unique',
    unique: true,
    columns: ['key'],
    why: 'One row per key: writes are upserts on it, so concurrent writes of a new key make one row',
  },
];
