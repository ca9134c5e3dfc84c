import type { Core } from '@strapi/strapi';
import { type UserRecord, subscriptionSource } from '../../accounts/public';
import { contract } from '../../contract/public';
import { billing } from '../public';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => billing(strapi).subscriptions;
  // user.subscription in /me is now the real one (CONTRACT §10).
  subscriptionSource.provide(strapi, async (user: UserRecord) =>
    subscriptions().view(await subscriptions().entitlement(user)),
  );

  // Plans shown in every Subscription are cached; an edit (API or admin panel) clears them.
  const invalidatePlans = () => billing(strapi).plans.invalidate();
  strapi.db.lifecycles.subscribe({
    models: ['plugin::billing.plan'],
    afterCreate: invalidatePlans,
    afterUpdate: invalidatePlans,
    afterDelete: invalidatePlans,
    afterUpdateMany: invalidatePlans,
    afterDeleteMany: invalidatePlans,
  });

  strapi.cron.add({
    billingTick: {
      // Through the lifecycle service: a shutdown waits for a tick under way and starts none.
      task: () =>
        contract(strapi).lifecycle.run('billing: scheduled tick', () =>
          billing(strapi).jobs.tick(new Date()),
        ),
      options: { rule: '0 * * * * *' },
    },
  });
};
