import { oauthOriginPaths } from './server/oauth/openapi';
import { defineModule } from '../platform/public';
import panel from './panel.json';
import { accountsGuarantees } from './server/guarantees';
import { accountLink } from './server/account-link';

/** The accounts plugin: users, tokens, permissions. */
export const accountsModule = defineModule({
  name: 'plugins/accounts',
  panel,
  contentTypes: {
    'plugin::users-permissions.user': {},
    'plugin::accounts.access-token': {},
    'plugin::accounts.connected-app': {},
    'plugin::accounts.oauth-record': {},
    'plugin::accounts.password-reset': {},
    'plugin::accounts.permission': {},
    'plugin::accounts.personal-access-token': {},
  },
  guarantees: accountsGuarantees,
  originPaths: oauthOriginPaths,
  // A connected app names the person who allowed it.
  links: () => ({ 'plugin::accounts.connected-app': { links: [accountLink()] } }),
});
