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
  {
    uid: 'plugin::accounts.oauth-record',
    name: 'model_record_unique',
    unique: true,
    columns: ['model', 'record_id'],
    why: "The OAuth server's records by model and id: every instance writes one, and a write replaces it",
  },
  {
    uid: 'plugin::accounts.oauth-record',
    name: 'grant_idx',
    columns: ['grant_id'],
    why: 'A grant revoked (a reused refresh token, a disconnected app, a blocked account) ends every code and token of it in one statement',
  },
  {
    uid: 'plugin::accounts.connected-app',
    name: 'grant_unique',
    unique: true,
    columns: ['grant_id'],
    why: 'One connected app per OAuth grant, written again each time the grant is saved',
  },
  {
    uid: 'plugin::accounts.connected-app',
    name: 'user_idx',
    columns: ['user_id'],
    why: "A person's connected apps, and every one of an account blocked",
  },
  {
    uid: 'plugin::accounts.oauth-record',
    name: 'model_uid_idx',
    columns: ['model', 'uid'],
    why: 'A sign-in in progress found by its uid',
  },
];
