import type { Guarantee } from '../../plugins/platform/public';
import { SUBSCRIBER } from './content-types/rows';

/** What the database holds for the newsletter (applied at boot by the platform plugin). */
export const newsletterGuarantees: Guarantee[] = [
  {
    uid: SUBSCRIBER,
    name: 'email_unique',
    unique: true,
    columns: ['email'],
    why: 'An address subscribes once (409 `duplicate`), even under concurrent requests; addresses are stored lower-cased',
  },
];
