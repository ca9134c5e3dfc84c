import { accounts } from '../../../../plugins/accounts/public';
import { defineRule } from './types';

type RegisteredEvent = { user_id: number; via: string };

/** The legacy service greeted every new account in the app (the verification mail greets by e-mail). */
export const welcome = defineRule<RegisteredEvent>({
  event: 'accounts.user.registered',
  key: (event) => `welcome:${event.user_id}`,
  async notices(strapi, event) {
    if (!(await accounts(strapi).people.one(event.user_id, []))) return null;
    const appName = strapi.config.get('plugin::contract.appName') as string;
    const message = `Welcome to ${appName}! Plan a trip, let the AI planner draft one, and keep your favourite places in one list.`;
    return [
      {
        userId: event.user_id,
        type: 'welcome',
        title: `Welcome to ${appName}`,
        body: message,
        data: { message },
        mail: false,
      },
    ];
  },
});
