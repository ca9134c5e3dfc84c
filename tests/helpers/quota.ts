import type { Core } from '@strapi/strapi';
import { billing } from '../../src/plugins/billing/public';

/** Sets the AI quota of a user's entitling subscription (the Free row is created on first need). */
export const setQuota = async (strapi: Core.Strapi, user: { id: number }, total: number, used = 0) => {
  const sub = await billing(strapi).subscriptions.entitlement(user);
  await strapi.db
    .query('plugin::billing.subscription')
    .update({ where: { id: sub.id }, data: { ai_quota_total: total, ai_quota_used: used } });
};

/** The quota as the user sees it (`GET /me/ai-quota`'s numbers). */
export const quotaOf = async (strapi: Core.Strapi, user: { id: number }) => {
  const sub = await billing(strapi).subscriptions.entitlement(user);
  return { total: sub.ai_quota_total as number, used: sub.ai_quota_used as number };
};
