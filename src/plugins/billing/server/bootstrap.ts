import type { Core } from '@strapi/strapi';
import { type UserRecord, subscriptionSource } from '../../accounts/public';
import { afterWrites, platform } from '../../platform/public';
import { queue } from '../../queue/public';
import { billing } from '../accessor';
import { PLAN } from './content-types/uids';

const TICK_JOB = 'billing.tick';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => billing(strapi).subscriptions;
  // user.subscription in /me is now the real one (CONTRACT §10).
  subscriptionSource.provide(strapi, async (user: UserRecord) =>
    subscriptions().view(await subscriptions().entitlement(user)),
  );

  // Plans shown in every Subscription are cached; an edit (API or admin panel) clears them.
  afterWrites(strapi, [PLAN], () => billing(strapi).plans.invalidate());

  // The minute's expiry work is a job (CONTRACT §6): keyed by the minute, so with several instances'
  // crons it is queued once, and retried if it fails; the tick's own claim keeps it single-run.
  queue(strapi).define(TICK_JOB, async (data) => {
    await billing(strapi).jobs.tick(new Date((data as { at: string }).at));
  });
  strapi.cron.add({
    billingTick: {
      // Through the lifecycle service: a shutdown starts no new tick.
      task: () =>
        platform(strapi).lifecycle.run('billing: scheduled tick', async () => {
          const at = new Date(Math.floor(Date.now() / 60000) * 60000).toISOString();
          await queue(strapi).add(TICK_JOB, { at }, { key: `billing-tick:${at}`, attempts: 3 });
        }),
      options: { rule: '0 * * * * *' },
    },
  });
};
