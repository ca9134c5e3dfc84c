/** The accounts' table: the users-permissions user, which the accounts module alone names. */
export const USER = 'plugin::users-permissions.user';
