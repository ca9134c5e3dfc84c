import type { Core } from '@strapi/strapi';
import { TOKEN_TTL_SECONDS } from '../jwt';
import { presentUser, rolesOf, UserRecord } from '../presenters/user';
import { accounts } from '../../accessor';
import { subscriptionSource } from '../ports/subscription-source';

/** The `data` of every answer that issues a token (CONTRACT §2.1). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async presentUser(user: UserRecord, { withSubscription = true } = {}) {
    const baseUrl = strapi.config.get('plugin::accounts.appUrl') as string;
    const subscription = withSubscription ? await subscriptionSource.of(strapi)(user) : undefined;
    return presentUser(user, { baseUrl, subscription });
  },

  async open(user: UserRecord) {
    const { token } = await accounts(strapi).tokens.issue({ id: user.id, roles: rolesOf(user) });
    return {
      token,
      token_type: 'Bearer' as const,
      expires_in: TOKEN_TTL_SECONDS,
      user: await this.presentUser(user),
    };
  },
});
