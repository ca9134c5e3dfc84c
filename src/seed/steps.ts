import type { Core } from '@strapi/strapi';
import { seedDemoUsers } from '../plugins/accounts/server/seed/demo-users';
import { seedRolesAndPermissions } from '../plugins/accounts/server/seed/roles';

/** One idempotent unit of seed data; bump `version` when its content changes. */
export type SeedStep = { name: string; version: number; run(strapi: Core.Strapi): Promise<void> };

/** Ordered: later steps may rely on earlier ones (roles before users, countries before cities). */
export const SEED_STEPS: SeedStep[] = [
  { name: 'roles-and-permissions', version: 1, run: seedRolesAndPermissions },
  { name: 'demo-users', version: 1, run: seedDemoUsers },
];
