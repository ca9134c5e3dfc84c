import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { NotFoundError } from '../../../plugins/contract/public';
import { findPage } from '../../../plugins/platform/public';
import { accounts } from '../../../plugins/accounts/public';
import { catalog, COLLECTIONS, recordName } from '../../catalog/public';
import { REVIEWABLE, type ReviewableType } from '../../review/public';
import { FAVOURITE, type FavouriteRow } from '../content-types/rows';

type Page = { page: number; perPage: number };
export type Toggled = { added: true; favourite: FavouriteRow } | { added: false };

/** A traveller's favourite catalog records: toggled one at a time, listed with the records themselves. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(FAVOURITE);

  return {
    /**
     * Adds the record to the caller's favourites, or removes it when it is there. Each request
     * flips the state once: the caller's toggles run one after another (a lock on the account for
     * the transaction), so concurrent toggles end consistent, never with two rows or an error.
     */
    async toggle(userId: number, type: ReviewableType, id: number, note: string | null): Promise<Toggled> {
      const record = await catalog(strapi).reader.find(COLLECTIONS[REVIEWABLE[type]], id);
      const where = { user_id: userId, favorable_type: type, favorable_id: id };
      return strapi.db.transaction(async ({ trx }) => {
        await accounts(strapi).people.lock(trx as unknown as Knex.Transaction, userId);
        const { count } = await rows().deleteMany({ where });
        if (count > 0) return { added: false } as const;
        return {
          added: true,
          favourite: (await rows().create({
            data: { ...where, note, favorable_name: recordName(record) },
          })) as FavouriteRow,
        } as const;
      }) as unknown as Promise<Toggled>;
    },

    async count(userId: number) {
      return Number(await rows().count({ where: { user_id: userId } }));
    },

    /** One page of the caller's favourites, newest first, each with its catalog record (null once it is gone). */
    async page(userId: number, page: Page) {
      const { items, total } = await findPage<FavouriteRow>(rows(), {
        where: { user_id: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
      });
      const withItems = await Promise.all(
        items.map(async (favourite) => ({
          favourite,
          item: await catalog(strapi)
            .reader.find(COLLECTIONS[REVIEWABLE[favourite.favorable_type]], favourite.favorable_id)
            .catch((error: unknown) => {
              if (error instanceof NotFoundError) return null;
              throw error;
            }),
        })),
      );
      return { items: withItems, total };
    },
  };
};
