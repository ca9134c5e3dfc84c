import type { Core } from '@strapi/strapi';
import { seedDemoUsers, seedRolesAndPermissions } from '../plugins/accounts/public';
import { seedPlans } from '../plugins/billing/public';
import { seedAdminPanelAccounts, seedEditorPermissions } from './admin-panel';
import { seedCatalog, seedLocales, seedSettings } from './catalog';
import { seedEditorLabels } from './editor-labels';
import { seedPanelNames } from './panel-names';

/** One idempotent unit of seed data; bump `version` when its content changes. */
export type SeedStep = {
  name: string;
  version: number;
  run(strapi: Core.Strapi): Promise<void>;
  enabled?: () => boolean;
};

/** Ordered: later steps may rely on earlier ones (roles before users, countries before cities). */
export const SEED_STEPS: SeedStep[] = [
  { name: 'roles-and-permissions', version: 1, run: seedRolesAndPermissions },
  { name: 'demo-users', version: 1, run: seedDemoUsers },
  { name: 'plans', version: 1, run: seedPlans },
  { name: 'locales', version: 1, run: seedLocales },
  { name: 'settings', version: 1, run: seedSettings },
  // SEED_CATALOG=false leaves the catalog out (test instances that do not need it boot faster).
  { name: 'catalog', version: 1, run: seedCatalog, enabled: () => process.env.SEED_CATALOG !== 'false' },
  { name: 'admin-panel-accounts', version: 1, run: seedAdminPanelAccounts },
  { name: 'editor-labels', version: 9, run: seedEditorLabels },
  // Names the panel titles records by, for records written before their services kept them.
  { name: 'panel-names', version: 1, run: seedPanelNames },
  { name: 'editor-permissions', version: 2, run: seedEditorPermissions },
];
