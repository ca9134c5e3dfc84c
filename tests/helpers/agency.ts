import type { Core } from '@strapi/strapi';
import { ASSIGNMENT, type AssignmentState } from '../../src/api/agency/public';
import { createUser, tokenFor } from './users';

/** The callers of the marketplace's tests, by name, with the role each holds. */
export const MARKETPLACE_CALLERS = {
  customer: 'user',
  other: 'user',
  agency: 'agency',
  otherAgency: 'agency',
  admin: 'admin',
  superAdmin: 'super_admin',
} as const;
export type MarketplaceCaller = keyof typeof MARKETPLACE_CALLERS;

/** Creates the marketplace callers (`name@domain`, verified) and fills `tokens` and `ids` by name. */
export const createMarketplaceCallers = async (
  strapi: Core.Strapi,
  domain: string,
  tokens: Record<string, string>,
  ids: Record<string, number>,
) => {
  for (const [name, role] of Object.entries(MARKETPLACE_CALLERS)) {
    const user = await createUser(strapi, { email: `${name.toLowerCase()}@${domain}`, role });
    await strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { name: `${name} person` } });
    ids[name] = user.id;
    tokens[name] = await tokenFor(strapi, user, [role]);
  }
};

/**
 * An assignment put straight into `state` (the transitions that lead there are tested over HTTP):
 * routed to `agencyId` by `adminId` once it is past `requested`.
 */
export const assignmentIn = async (
  strapi: Core.Strapi,
  state: AssignmentState,
  parties: { customerId: number; agencyId: number; adminId: number },
) => {
  const routed = state !== 'requested';
  const row = await strapi.db.query(ASSIGNMENT).create({
    data: {
      customer_id: parties.customerId,
      agency_user_id: routed ? parties.agencyId : null,
      admin_id: routed ? parties.adminId : null,
      admin_approved_at: routed ? new Date() : null,
      budget_level: 'medium',
      state,
    },
  });
  return row.id as number;
};

export const stateOf = async (strapi: Core.Strapi, id: number) =>
  ((await strapi.db.query(ASSIGNMENT).findOne({ where: { id } })) as { state: AssignmentState }).state;
