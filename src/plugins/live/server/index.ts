import type { Core } from '@strapi/strapi';
import config from './config';
import broadcasting from './controllers/broadcasting';
import routes from './routes';
import { services } from './services';
import { registerUserChannel } from './channels/user-channel';
import { live } from '../accessor';
import { onAccessRevoked } from '../../accounts/public';

export default {
  config,
  register() {
    registerUserChannel();
  },
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    live(strapi).live.start();
    // A revoked token or a blocked account keeps no socket: theirs close and subscribe again.
    onAccessRevoked(strapi, (userId) => live(strapi).live.dropUser(userId));
  },
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await live(strapi).live.stop();
  },
  routes,
  controllers: { broadcasting },
  services,
};
