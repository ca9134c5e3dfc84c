import { accounts } from '../../../plugins/accounts/public';
import type { Core } from '@strapi/strapi';
/** The author shown beside a review. */
export type Author = { id: number; name: string | null; avatar: string | null };

/** The authors of some reviews, by id: name and avatar (an e-mail is never shown beside a review). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async byId(userIds: number[]): Promise<Map<number, Author>> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) return new Map();
    const users = await accounts(strapi).people.byIds(wanted, ['name', 'avatar']);
    return new Map(
      [...users.values()].map((user) => [
        user.id,
        { id: user.id, name: user.name ?? null, avatar: user.avatar ?? null },
      ]),
    );
  },
});
