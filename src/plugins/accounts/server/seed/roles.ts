import type { Core } from '@strapi/strapi';
import { accounts } from '../../accessor';
import rolesJson from './data/roles.json';

type RolesSeed = {
  roles: Array<{ type: string; name: string; description: string }>;
  permissions: { admin: string[]; user: string[]; agency: string[]; superAdminOnly: string[] };
};

/** The legacy role → permission matrix (legacy-behaviour §1.7; CONTRACT §10); typed: a slip fails the compile. */
const seed: RolesSeed = rolesJson;

export const ADMIN_PERMISSIONS = seed.permissions.admin;
export const USER_PERMISSIONS = seed.permissions.user;
export const AGENCY_PERMISSIONS = seed.permissions.agency;
export const SUPER_ADMIN_ONLY = seed.permissions.superAdminOnly;
export const ROLES = seed.roles;

/** Which roles hold a permission when it is first created. Editors may change it afterwards. */
export const holdersOf = (permission: string): string[] => {
  const holders = ['super_admin'];
  if (!SUPER_ADMIN_ONLY.includes(permission)) holders.push('admin');
  if (USER_PERMISSIONS.includes(permission)) holders.push('user');
  if (AGENCY_PERMISSIONS.includes(permission)) holders.push('agency');
  return holders;
};

export const ALL_PERMISSIONS = [
  ...ADMIN_PERMISSIONS,
  ...USER_PERMISSIONS,
  ...AGENCY_PERMISSIONS,
  ...SUPER_ADMIN_ONLY,
];

/**
 * Creates the four roles and the named permissions with their initial holders. Existing rows
 * are left as editors have them: seeding never takes a permission away.
 */
export const seedRolesAndPermissions = async (strapi: Core.Strapi) => {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const ids: Record<string, number> = {};
  for (const role of ROLES) {
    const existing = await roles.findOne({ where: { type: role.type }, select: ['id'] });
    ids[role.type] = existing ? existing.id : (await roles.create({ data: role })).id;
  }
  const permissions = strapi.db.query('plugin::accounts.permission');
  for (const name of ALL_PERMISSIONS) {
    const existing = await permissions.findOne({ where: { name }, select: ['id'] });
    if (!existing) {
      await permissions.create({ data: { name, roles: holdersOf(name).map((type) => ids[type]) } });
    }
  }
  accounts(strapi).permissions.invalidate();
};
