import type { Core } from '@strapi/strapi';
import { ASSIGNMENT, type AssignmentState } from '../../src/api/agency/public';
import type { Response } from 'supertest';
import type { RequestsAs } from './callers';
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

/** An account of a marketplace test: its role, and whether its e-mail is verified or it is blocked. */
export type CallerSpec = { role: string; confirmed?: boolean; blocked?: boolean };

/** Creates accounts by name (`name@domain`, named `name person`) and fills `tokens` and `ids` by name. */
export const createNamedCallers = async (
  strapi: Core.Strapi,
  domain: string,
  specs: Record<string, CallerSpec>,
  tokens: Record<string, string>,
  ids: Record<string, number>,
) => {
  for (const [name, spec] of Object.entries(specs)) {
    const user = await createUser(strapi, { email: `${name.toLowerCase()}@${domain}`, ...spec });
    await strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { name: `${name} person` } });
    ids[name] = user.id;
    tokens[name] = await tokenFor(strapi, user, [spec.role]);
  }
};

/**
 * The marketplace's steps over HTTP, as its clients take them, each expecting its success: a
 * customer's request (its id), an admin's routing, the agency's answer, a trip built (the trip).
 */
export const marketplaceSteps = (as: RequestsAs) => {
  const ok = async (res: PromiseLike<Response>, status: number) => {
    const answer = await res;
    if (answer.status !== status)
      throw new Error(`${answer.status} instead of ${status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  return {
    request: async (customer: string, budgetLevel?: string) =>
      (
        await ok(
          as(customer).post('/api/agency-requests', budgetLevel ? { budget_level: budgetLevel } : {}),
          201,
        )
      ).id as number,
    route: (admin: string, id: number, agencyUserId: number) =>
      ok(as(admin).post(`/api/admin/agency-requests/${id}/approve`, { agency_user_id: agencyUserId }), 200),
    accept: (agencyName: string, id: number) =>
      ok(as(agencyName).post(`/api/agency/assignments/${id}/approve`, {}), 200),
    decline: (agencyName: string, id: number) =>
      ok(as(agencyName).post(`/api/agency/assignments/${id}/decline`, {}), 200),
    buildTrip: (agencyName: string, id: number, body: Record<string, unknown>) =>
      ok(as(agencyName).post(`/api/agency/assignments/${id}/trips`, { items: [], ...body }), 201),
  };
};

/** The answer of a list asked for with `per_page=1`: one item of `total`, with the headers and meta. */
export const expectFirstOfPages = (res: Response, total: number) => {
  expect(res.status).toBe(200);
  expect(res.body.data).toHaveLength(1);
  expect(res.headers['x-total-count']).toBe(String(total));
  expect(res.headers.link).toContain('rel="last"');
  if (total > 1) expect(res.headers.link).toMatch(/<[^>]*[?&]page=2\b[^>]*>; rel="next"/);
  expect(res.body.meta.pagination).toEqual({ page: 1, per_page: 1, total, total_pages: total });
};

/** The fields of a 422 answer's validation errors. */
export const invalidFields = (res: Response) => {
  expect([res.status, res.body.error?.type]).toEqual([422, 'validation_error']);
  return (res.body.error.validation_errors as Array<{ field: string }>).map((entry) => entry.field);
};
