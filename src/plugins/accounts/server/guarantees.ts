import type { Guarantee } from '../../platform/public';

/** What the database holds for accounts (applied at boot by the platform plugin). */
export const accountsGuarantees: Guarantee[] = [
  {
    uid: 'plugin::users-permissions.user',
    name: 'email_lower_unique',
    unique: true,
    columns: ['lower(email)'],
    why: 'One account per e-mail, whatever its case, even for concurrent registrations: users-permissions declares no unique e-mail',
  },
];
