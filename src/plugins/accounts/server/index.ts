import type { Core } from '@strapi/strapi';
import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import adminUsers from './controllers/admin-users';
import auth from './controllers/auth';
import email from './controllers/email';
import me from './controllers/me';
import password from './controllers/password';
import social from './controllers/social';
import { revokeOnPanelEdit } from './panel-edits';
import routes from './routes';
import adminUsersService from './services/admin-users';
import authentication from './services/authentication';
import emailVerification from './services/email-verification';
import mailer from './services/mailer';
import passwordResets from './services/password-resets';
import permissions from './services/permissions';
import profileImage from './services/profile-image';
import profiles from './services/profiles';
import revocationCache from './services/revocation-cache';
import sessions from './services/sessions';
import socialService from './services/social';
import subscriptionView from './services/subscription-view';
import tokens from './services/tokens';
import users from './services/users';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.documents.use(revokeOnPanelEdit(strapi) as never);
  },
  bootstrap,
  config,
  contentTypes,
  routes,
  controllers: { 'admin-users': adminUsers, auth, email, me, password, social },
  services: {
    'admin-users': adminUsersService,
    authentication,
    'email-verification': emailVerification,
    mailer,
    'password-resets': passwordResets,
    permissions,
    'profile-image': profileImage,
    profiles,
    'revocation-cache': revocationCache,
    sessions,
    social: socialService,
    'subscription-view': subscriptionView,
    tokens,
    users,
  },
};
