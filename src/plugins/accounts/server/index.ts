import type { Core } from '@strapi/strapi';
import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import adminUsers from './controllers/admin-users';
import connectedApps from './controllers/connected-apps';
import auth from './controllers/auth';
import email from './controllers/email';
import me from './controllers/me';
import password from './controllers/password';
import personalTokens from './controllers/personal-tokens';
import social from './controllers/social';
import { revokeOnPanelEdit } from './services/panel-edits';
import { connectedAppsReadOnly, personalTokensReadOnly } from './services/panel-read-only';
import routes from './routes';
import oauth from './middlewares/oauth';
import { services } from './services';
import { principalSource, tokenScopeRules } from '../../contract/public';
import { tokenScopeOf } from './token-scopes';
import { accounts } from '../accessor';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.documents.use(revokeOnPanelEdit(strapi) as never);
    strapi.documents.use(personalTokensReadOnly as never);
    strapi.documents.use(connectedAppsReadOnly as never);
    // The contract's strategy learns who is calling from us.
    principalSource.provide(strapi, { fromRequest: (ctx) => accounts(strapi).principals.fromRequest(ctx) });
    tokenScopeRules.provide(strapi, { of: tokenScopeOf });
  },
  bootstrap,
  config,
  contentTypes,
  routes,
  controllers: {
    'admin-users': adminUsers,
    auth,
    'connected-apps': connectedApps,
    email,
    me,
    password,
    'personal-tokens': personalTokens,
    social,
  },
  services,
  middlewares: { oauth },
};
