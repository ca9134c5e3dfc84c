import type { Core } from '@strapi/strapi';
import { type UserRecord, subscriptionSource } from '../../accounts/public';
import { tableOf, contract } from '../../contract/public';
import { billing } from '../public';

/**
 * What the content-type schemas cannot say. Strapi runs migrations before it creates tables,
 * so these idempotent statements run at boot, on SQLite and PostgreSQL alike (both have partial indexes).
 */
const ensureIndexes = async (strapi: Core.Strapi) => {
  const subs = tableOf(strapi, 'plugin::billing.subscription');
  const orders = tableOf(strapi, 'plugin::billing.order');
  const payments = tableOf(strapi, 'plugin::billing.payment');
  const runs = tableOf(strapi, 'plugin::billing.job-run');
  const plans = tableOf(strapi, 'plugin::billing.plan');
  // `unique: true` in a schema is checked by Strapi's document service only; these are the database's own.
  const statements = [
    `CREATE UNIQUE INDEX IF NOT EXISTS ${runs}_key_unique ON ${runs} (key)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${orders}_merchant_order_unique ON ${orders} (merchant_order_id)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${plans}_name_unique ON ${plans} (name)`,
    // At most one active subscription per user, enforced by the database.
    `CREATE UNIQUE INDEX IF NOT EXISTS ${subs}_one_active ON ${subs} (user_id) WHERE state = 'active'`,
    `CREATE INDEX IF NOT EXISTS ${subs}_user_state ON ${subs} (user_id, state)`,
    `CREATE INDEX IF NOT EXISTS ${subs}_order ON ${subs} (order_id)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${orders}_user_idempotency ON ${orders} (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
    `CREATE INDEX IF NOT EXISTS ${orders}_user ON ${orders} (user_id, created_at)`,
    `CREATE INDEX IF NOT EXISTS ${orders}_state_expiry ON ${orders} (state, expires_at)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${payments}_provider_transaction ON ${payments} (provider, transaction_id)`,
  ];
  for (const statement of statements) await strapi.db.connection.raw(statement);
};

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await ensureIndexes(strapi);
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
