/**
 * The Free plan as CONTRACT §5 defines it (legacy seed: id 1, 5 AI units a month). Its quota
 * period restarts monthly on the day of account creation. Billing replaces this view with the
 * real subscription when one entitles the user.
 */
export const FREE_PLAN = { id: 1, name: 'Free', aiQuotaMonthly: 5 };

/** The first monthly anniversary of `anchor` strictly after `now` (the 31st becomes the month's last day). */
export const nextAnniversary = (anchor: Date, now: Date): Date => {
  const day = anchor.getUTCDate();
  const at = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return new Date(
      Date.UTC(
        year,
        month,
        Math.min(day, last),
        anchor.getUTCHours(),
        anchor.getUTCMinutes(),
        anchor.getUTCSeconds(),
      ),
    );
  };
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  let candidate = at(year, month);
  while (candidate <= now || candidate <= anchor) {
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
    candidate = at(year, month);
  }
  return candidate;
};

export type SubscriptionView = {
  plan_id: number;
  plan_name: string;
  status: string;
  ai_quota_total: number;
  ai_quota_used: number;
  ai_quota_remaining: number;
  renews_at: string | null;
  /** The Plan as GET /plans/{id} shows it (CONTRACT §5); billing supplies it. */
  plan?: Record<string, unknown> | null;
};

export const freeSubscription = (createdAt: Date, now = new Date(), used = 0): SubscriptionView => ({
  plan_id: FREE_PLAN.id,
  plan_name: FREE_PLAN.name,
  status: 'active',
  ai_quota_total: FREE_PLAN.aiQuotaMonthly,
  ai_quota_used: used,
  ai_quota_remaining: Math.max(0, FREE_PLAN.aiQuotaMonthly - used),
  renews_at: nextAnniversary(createdAt, now).toISOString(),
});
