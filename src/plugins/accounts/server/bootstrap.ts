import type { Core } from '@strapi/strapi';
import { contract } from '../../contract/public';
import { accounts } from '../accessor';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  // An editor changing permissions or roles in the admin panel is seen at once by this instance.
  strapi.db.lifecycles.subscribe({
    models: ['plugin::accounts.permission', 'plugin::users-permissions.role'],
    afterCreate: () => accounts(strapi).permissions.invalidate(),
    afterUpdate: () => accounts(strapi).permissions.invalidate(),
    afterDelete: () => accounts(strapi).permissions.invalidate(),
  });

  strapi.cron.add({
    accountsPurgeTokens: {
      task: () =>
        contract(strapi).lifecycle.run('accounts: token purge', () => accounts(strapi).tokens.purgeExpired()),
      options: { rule: '17 3 * * *' },
    },
  });
};
