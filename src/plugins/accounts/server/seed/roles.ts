import type { Core } from '@strapi/strapi';
import { accounts } from '../../public';

/** The legacy role → permission matrix (legacy-behaviour §1.7; CONTRACT §10). */
export const ADMIN_PERMISSIONS = [
  'manage users',
  'manage trips',
  'manage destinations',
  'manage categories',
  'manage hotels',
  'manage restaurants',
  'manage attractions',
  'manage reviews',
  'manage contacts',
  'manage settings',
  'view analytics',
  'manage countries',
  'manage plans',
  'manage flights',
];
export const USER_PERMISSIONS = [
  'manage own profile',
  'create trips',
  'manage own trips',
  'generate ai itineraries',
  'write reviews',
  'manage own favourites',
  'get plans',
  'subscribe to plans',
  'upgrade plans',
  'cancel subscription',
  'view my subscription',
];
export const AGENCY_PERMISSIONS = [
  'catalog.hotels.view',
  'catalog.restaurants.view',
  'catalog.attractions.view',
  'catalog.flights.view',
  'catalog.destinations.view',
];
export const SUPER_ADMIN_ONLY = ['assign admins'];

export const ROLES = [
  { type: 'super_admin', name: 'Super admin', description: 'Holds every permission and passes every check.' },
  { type: 'admin', name: 'Admin', description: 'Every permission except "assign admins".' },
  { type: 'agency', name: 'Agency', description: 'Travel agencies of the marketplace.' },
  { type: 'user', name: 'User', description: 'Customers; the role of every registration.' },
];

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
