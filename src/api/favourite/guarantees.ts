import type { Guarantee } from '../../plugins/platform/public';
import { FAVOURITE } from './content-types/rows';

/** What the database holds for favourites (applied at boot by the platform plugin). */
export const favouriteGuarantees: Guarantee[] = [
  {
    uid: FAVOURITE,
    name: 'user_record_unique',
    unique: true,
    columns: ['user_id', 'favorable_type', 'favorable_id'],
    why: 'A record is in a traveller’s favourites once, however many toggles race',
  },
];
