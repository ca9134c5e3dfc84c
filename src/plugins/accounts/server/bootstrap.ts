import type { Core } from '@strapi/strapi';
import { afterWrites, platform } from '../../platform/public';
import { accounts } from '../accessor';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  // An editor changing permissions or roles in the admin panel is seen at once by this instance.
  afterWrites(strapi, ['plugin::accounts.permission', 'plugin::users-permissions.role'], () =>
    accounts(strapi).permissions.invalidate(),
  );

  strapi.cron.add({
    accountsPurgeTokens: {
      task: () =>
        platform(strapi).lifecycle.run('accounts: token purge', () => accounts(strapi).tokens.purgeExpired()),
      options: { rule: '17 3 * * *' },
    },
  });
};
