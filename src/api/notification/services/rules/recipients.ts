import type { Core } from '@strapi/strapi';
import { LIVE } from '../../../../plugins/soft-delete/public';

/** The staff told of money trouble: live, active, unblocked accounts holding the role admin or super_admin. */
export const adminIds = async (strapi: Core.Strapi): Promise<number[]> => {
  const users = (await strapi.db.query('plugin::users-permissions.user').findMany({
    where: { role: { type: { $in: ['admin', 'super_admin'] } }, ...LIVE },
    select: ['id', 'is_active', 'blocked'],
  })) as Array<{ id: number; is_active: boolean | null; blocked: boolean | null }>;
  return users.filter((user) => user.is_active !== false && !user.blocked).map((user) => user.id);
};
