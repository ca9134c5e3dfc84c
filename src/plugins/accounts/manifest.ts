import { oauthOriginPaths } from './server/oauth/openapi';
import { defineModule } from '../platform/public';
import panel from './panel.json';
import { accountsGuarantees } from './server/guarantees';

/** The accounts plugin: users, tokens, permissions. */
export const accountsModule = defineModule({
  name: 'plugins/accounts',
  panel,
  contentTypes: {
    'plugin::users-permissions.user': {},
    'plugin::accounts.access-token': {},
    'plugin::accounts.oauth-record': {},
    'plugin::accounts.password-reset': {},
    'plugin::accounts.permission': {},
    'plugin::accounts.personal-access-token': {},
  },
  guarantees: accountsGuarantees,
  originPaths: oauthOriginPaths,
});
