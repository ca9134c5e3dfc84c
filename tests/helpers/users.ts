import type { Core } from '@strapi/strapi';
import { accounts } from '../../src/plugins/accounts/public';
import { bootStrapi } from './strapi';

type UserSpec = { email: string; role?: string; confirmed?: boolean; blocked?: boolean; name?: string };

/** Finds or creates a users-permissions role by its type (the role name of our contract). */
export const ensureRole = async (strapi: Core.Strapi, type: string) => {
  const roles = strapi.db.query('plugin::users-permissions.role');
  return (
    (await roles.findOne({ where: { type } })) ??
    roles.create({ data: { type, name: type, description: type } })
  );
};

/** Creates a user straight in the database (the accounts endpoints are tested elsewhere). */
export const createUser = async (strapi: Core.Strapi, spec: UserSpec) => {
  const role = await ensureRole(strapi, spec.role ?? 'user');
  return strapi.db.query('plugin::users-permissions.user').create({
    data: {
      username: spec.email,
      email: spec.email,
      provider: 'local',
      password: 'not-used-in-these-tests',
      confirmed: spec.confirmed ?? true,
      email_verified_at: spec.confirmed === false ? null : new Date(),
      blocked: spec.blocked ?? false,
      ...(spec.name === undefined ? {} : { name: spec.name }),
      role: role.id,
    },
  });
};

/** Gives a user a password they can sign in with (hashed as users-permissions hashes it). */
export const setPassword = async (strapi: Core.Strapi, userId: number, plain: string) => {
  const { password } = await strapi
    .plugin('users-permissions')
    .service('user')
    .ensureHashedPasswords({ password: plain });
  await strapi.db
    .query('plugin::users-permissions.user')
    .update({ where: { id: userId }, data: { password } });
};

/** A token issued (and recorded) exactly as the service issues them. */
export const tokenFor = async (
  strapi: Core.Strapi,
  user: { id: number },
  roles: string[] = ['user'],
  now?: number,
): Promise<string> => (await accounts(strapi).tokens.issue({ id: user.id, roles }, now)).token;

/** The callers of an ownership matrix: two verified users, an admin and an unverified user. */
export const MATRIX_CALLERS = [
  ['owner', 'user', true],
  ['other', 'user', true],
  ['admin', 'admin', true],
  ['unverified', 'user', false],
] as const;

/** Creates the matrix callers (`name@domain`) and fills `tokens` and `ids` by name. */
export const createMatrixCallers = async (
  strapi: Core.Strapi,
  domain: string,
  tokens: Record<string, string>,
  ids: Record<string, number> = {},
) => {
  for (const [name, role, confirmed] of MATRIX_CALLERS) {
    const user = await createUser(strapi, { email: `${name}@${domain}`, role, confirmed });
    ids[name] = user.id;
    tokens[name] = await tokenFor(strapi, user, [role]);
  }
};

/**
 * A Strapi with the staff callers of the /api/admin/users tests (`name@staff.test`): super admin,
 * admin, agency, user and an unverified admin; fills `tokens` and `ids` by name.
 */
export const bootWithStaff = async (tokens: Record<string, string>, ids: Record<string, number>) => {
  const app = await bootStrapi();
  for (const [name, spec] of Object.entries({
    superAdmin: { role: 'super_admin' },
    admin: { role: 'admin' },
    agency: { role: 'agency' },
    user: { role: 'user' },
    unverified: { role: 'admin', confirmed: false },
  })) {
    const user = await createUser(app.strapi, { email: `${name.toLowerCase()}@staff.test`, ...spec });
    ids[name] = user.id;
    tokens[name] = await tokenFor(app.strapi, user, [spec.role]);
  }
  return { app, strapi: app.strapi };
};
