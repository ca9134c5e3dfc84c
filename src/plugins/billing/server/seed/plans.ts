import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../contract/public';

/** The legacy plans (legacy-behaviour §6), fixed ids 1–3, monthly, EGP. Existing plans are kept. */
export const PLANS = [
  {
    id: 1,
    name: 'Free',
    price_cents: 0,
    ai_quota_monthly: 5,
    features: ['3 active trips', '5 AI generations / month', 'Standard catalog access'],
  },
  {
    id: 2,
    name: 'Jetsetter',
    price_cents: 19900,
    ai_quota_monthly: 100,
    features: [
      'Unlimited active trips',
      '100 AI Concierge generations/mo',
      'Custom trip forking & exports',
      'Verified agency assignment',
    ],
  },
  {
    id: 3,
    name: 'Imperial Concierge',
    price_cents: 49900,
    ai_quota_monthly: 1000,
    features: [
      'Everything in Jetsetter',
      'Dedicated 24/7 travel desk',
      'Unlimited AI generations',
      'VIP airport lounge vouchers',
    ],
  },
];

export const seedPlans = async (strapi: Core.Strapi) => {
  const plans = strapi.db.query('plugin::billing.plan');
  for (const plan of PLANS) {
    if (await plans.findOne({ where: { name: plan.name } })) continue;
    await plans.create({ data: { ...plan, currency: 'EGP', billing_cycle: 'monthly', is_active: true } });
  }
  // Explicit ids leave PostgreSQL's sequence behind: move it past them so new plans get fresh ids.
  if (strapi.db.dialect.client === 'postgres') {
    const table = tableOf(strapi, 'plugin::billing.plan');
    await strapi.db.connection.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`,
    );
  }
};
