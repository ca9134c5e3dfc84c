import type { Core } from '@strapi/strapi';
import { NotFoundError } from '../../../plugins/contract/public';
import { findPage } from '../../../plugins/platform/public';
import { CONTACT, type ContactRow, type ContactState } from '../content-types/rows';
import type { ContactInput } from '../validators';

/** Contact messages: stored unread, then read and resolved by staff (no guard between states, legacy §4.3). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(CONTACT);
  return {
    async create(input: ContactInput, userId: number | null) {
      return (await rows().create({ data: { ...input, user_id: userId, state: 'unread' } })) as ContactRow;
    },

    list(state: ContactState | undefined, page: { page: number; perPage: number }) {
      return findPage<ContactRow>(rows(), {
        where: state ? { state } : {},
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
      });
    },

    async mark(id: number, state: ContactState) {
      if (!(await rows().findOne({ where: { id } }))) throw new NotFoundError('Contact message not found');
      return (await rows().update({ where: { id }, data: { state } })) as ContactRow;
    },
  };
};
