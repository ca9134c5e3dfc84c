import type { Core } from '@strapi/strapi';
import { NotFoundError, ValidationError } from '../../../contract/public';
import { PLAN } from '../content-types/uids';

export type PlanRow = {
  id: number;
  name: string;
  price_cents: number;
  currency: string;
  billing_cycle: 'monthly' | 'yearly';
  ai_quota_monthly: number;
  features: string[] | null;
  is_active: boolean;
  createdAt?: string;
  updatedAt?: string;
};

// Every Subscription object shows its plan (/me is hot); plans are few and rarely change. An edit
// through this instance clears the cache at once (bootstrap's lifecycle), others within this time.
const CACHE_MS = 30_000;

/** Plans (legacy seed: Free, Jetsetter, Imperial Concierge). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const plans = () => strapi.db.query(PLAN);
  const cached = new Map<number, { plan: PlanRow | null; until: number }>();
  return {
    invalidate() {
      cached.clear();
    },
    /** byId through the cache: for presenting, never for pricing (prices are read fresh). */
    async shown(id: number): Promise<PlanRow | null> {
      const hit = cached.get(id);
      if (hit && hit.until > Date.now()) return hit.plan;
      const plan = await this.byId(id);
      cached.set(id, { plan, until: Date.now() + CACHE_MS });
      return plan;
    },
    async active(): Promise<PlanRow[]> {
      return plans().findMany({
        where: { is_active: true },
        orderBy: [{ price_cents: 'asc' }, { id: 'asc' }],
      });
    },
    async byId(id: number): Promise<PlanRow | null> {
      return plans().findOne({ where: { id } });
    },
    async activeById(id: number): Promise<PlanRow> {
      const plan = await plans().findOne({ where: { id, is_active: true } });
      if (!plan) throw new NotFoundError('Plan not found');
      return plan;
    },
    /** A plan a user may buy: unknown or inactive is a 422 on `plan_id` (CONTRACT §10). */
    async purchasable(id: number): Promise<PlanRow> {
      const plan = await plans().findOne({ where: { id, is_active: true } });
      if (!plan) throw ValidationError.field('plan_id', 'The selected plan id is invalid.');
      return plan;
    },
    async free(): Promise<PlanRow> {
      const plan =
        (await plans().findOne({ where: { name: 'Free' } })) ??
        (await plans().findOne({ where: { price_cents: 0 }, orderBy: { id: 'asc' } }));
      if (!plan) throw new Error('No Free plan: the plans seed has not run');
      return plan;
    },
    /** Upsert by name, in one transaction: an update changes only the fields sent; a new plan gets the defaults. */
    async upsert(input: Array<Partial<Omit<PlanRow, 'id'>> & { name: string }>): Promise<PlanRow[]> {
      const defaults = {
        currency: 'EGP',
        billing_cycle: 'monthly',
        ai_quota_monthly: 0,
        features: [],
        is_active: true,
      };
      return strapi.db.transaction(async () => {
        const saved: PlanRow[] = [];
        for (const plan of input) {
          const existing = await plans().findOne({ where: { name: plan.name } });
          saved.push(
            existing
              ? await plans().update({ where: { id: existing.id }, data: plan })
              : await plans().create({ data: { ...defaults, ...plan } }),
          );
        }
        return saved;
      });
    },
  };
};
