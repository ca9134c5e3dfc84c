import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../platform/public';
import plansJson from './data/plans.json';
import { PLAN } from '../content-types/uids';

type PlanSeed = {
  id: number;
  name: string;
  price_cents: number;
  ai_quota_monthly: number;
  features: string[];
};

/**
 * The legacy plans (legacy-behaviour §6), fixed ids 1–3, monthly, EGP. Existing plans are kept.
 * Typed here: a plan missing a field in the JSON fails the compile.
 */
export const PLANS: PlanSeed[] = plansJson;

export const seedPlans = async (strapi: Core.Strapi) => {
  const plans = strapi.db.query(PLAN);
  for (const plan of PLANS) {
    if (await plans.findOne({ where: { name: plan.name } })) continue;
    await plans.create({ data: { ...plan, currency: 'EGP', billing_cycle: 'monthly', is_active: true } });
  }
  // Explicit ids leave PostgreSQL's sequence behind: move it past them so new plans get fresh ids.
  if (strapi.db.dialect.client === 'postgres') {
    const table = tableOf(strapi, PLAN);
    await strapi.db.connection.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`,
    );
  }
};
