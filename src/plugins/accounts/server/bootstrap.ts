import type { Core } from '@strapi/strapi';
import { tableOf, contract } from '../../contract/public';
import { accounts } from '../public';

/** Case-insensitive unique e-mail at the database level (users-permissions declares none). */
const ensureUniqueEmailIndex = async (strapi: Core.Strapi) => {
  const table = tableOf(strapi, 'plugin::users-permissions.user');
  await strapi.db.connection.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS ${table}_email_lower_unique ON ${table} (lower(email))`,
  );
};

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  // An editor changing permissions or roles in the admin panel is seen at once by this instance.
  strapi.db.lifecycles.subscribe({
    models: ['plugin::accounts.permission', 'plugin::users-permissions.role'],
    afterCreate: () => accounts(strapi).permissions.invalidate(),
    afterUpdate: () => accounts(strapi).permissions.invalidate(),
    afterDelete: () => accounts(strapi).permissions.invalidate(),
  });

  await ensureUniqueEmailIndex(strapi);

  strapi.cron.add({
    accountsPurgeTokens: {
      task: () =>
        contract(strapi).lifecycle.run('accounts: token purge', () => accounts(strapi).tokens.purgeExpired()),
      options: { rule: '17 3 * * *' },
    },
  });
};
