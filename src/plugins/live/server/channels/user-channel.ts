import { registerChannel } from './rules';

/**
 * `private-App.Models.User.{id}` (Laravel's name for a user's own channel): that user only, never a
 * personal access token. It carries `notification.created` and `notifications.read`.
 */
export const USER_CHANNEL_PREFIX = 'private-App.Models.User.';

export const registerUserChannel = () =>
  registerChannel({
    prefix: USER_CHANNEL_PREFIX,
    scope: null,
    authorize: async (_strapi, principal, id) => String(principal.id) === id,
  });

export const userChannel = (userId: number) => `${USER_CHANNEL_PREFIX}${userId}`;
