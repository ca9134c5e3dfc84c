import type { Core } from '@strapi/strapi';
import {
  ForbiddenError,
  NotFoundError,
  type Principal,
  type PageRequest,
  type SortTerm,
  toOrderBy,
} from '../../../contract/public';
import { LIVE, softDelete } from '../../../soft-delete/public';
import { presentAdminUser, rolesOf, UserRecord } from '../presenters/user';
import { accounts } from '../../accessor';
import { cutAccess } from '../access-revoked';

const UID = 'plugin::users-permissions.user';
const PRIVILEGED = ['admin', 'super_admin'];
const POPULATE = { role: { select: ['id', 'type', 'name'] }, profile_image: { select: ['id', 'url'] } };

export type UserFilters = { search?: string; role?: string };

const notFound = () => new NotFoundError('User not found');

/** /admin/users (permission `manage users`); only holders of `assign admins` touch admin accounts. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const baseUrl = () => strapi.config.get('plugin::accounts.appUrl') as string;
  const present = (user: UserRecord) => presentAdminUser(user, { baseUrl: baseUrl() });

  const canAssignAdmins = (actor: Principal) =>
    actor.roles.includes('super_admin') || actor.permissions.has('assign admins');

  /** Giving or taking admin/super_admin, or acting on such an account, needs `assign admins`. */
  const guardPrivilege = (actor: Principal, target: UserRecord | null, newRole?: string) => {
    const touchesAdmins =
      (newRole !== undefined && PRIVILEGED.includes(newRole)) ||
      (target !== null && rolesOf(target).some((r) => PRIVILEGED.includes(r)));
    if (touchesAdmins && !canAssignAdmins(actor))
      throw new ForbiddenError('Only a holder of "assign admins" may manage administrator accounts.');
  };

  const guardSelf = (actor: Principal, target: UserRecord, what: string) => {
    if (actor.id === target.id) throw new ForbiddenError(`You cannot ${what} your own account.`);
  };

  const load = async (id: number) => {
    const user = await accounts(strapi).users.findById(id);
    if (!user) throw notFound();
    return user as UserRecord;
  };

  return {
    async list(filters: UserFilters, page: PageRequest, sort: SortTerm[]) {
      const where: Record<string, unknown>[] = [{ ...LIVE }];
      if (filters.search) {
        where.push({
          $or: [{ name: { $containsi: filters.search } }, { email: { $containsi: filters.search } }],
        });
      }
      if (filters.role) where.push({ role: { type: filters.role } });
      const [rows, total] = await Promise.all([
        strapi.db.query(UID).findMany({
          where: { $and: where },
          populate: POPULATE,
          orderBy: toOrderBy(sort),
          offset: page.offset,
          limit: page.perPage,
        }),
        strapi.db.query(UID).count({ where: { $and: where } }),
      ]);
      return { items: (rows as UserRecord[]).map(present), total };
    },

    async show(id: number) {
      return present(await load(id));
    },

    async create(
      actor: Principal,
      input: {
        name: string;
        email: string;
        phone?: string | null;
        password: string;
        role: string;
        is_active?: boolean;
      },
    ) {
      guardPrivilege(actor, null, input.role);
      // The admin vouches for the address: accounts created here are verified.
      const user: UserRecord = await accounts(strapi).users.create({ ...input, verified: true });
      if (input.is_active === false)
        return present(await accounts(strapi).users.update(user.id, { is_active: false }));
      return present(user);
    },

    async update(
      actor: Principal,
      id: number,
      input: Record<string, unknown> & { role?: string; email?: string; password?: string },
    ) {
      const target = await load(id);
      guardPrivilege(actor, target, input.role);
      const data: Record<string, unknown> = {};
      for (const field of [
        'name',
        'phone',
        'bio',
        'country',
        'address',
        'preferred_currency',
        'emergency_contact',
        'is_active',
        'blocked',
        'password',
      ]) {
        if (input[field] !== undefined) data[field] = input[field];
      }
      if (input.email !== undefined && input.email !== target.email) {
        await accounts(strapi).users.assertEmailFree(input.email, target.id);
        data.email = input.email;
        data.email_verified_at = null;
      }
      if (input.email_verified !== undefined)
        data.email_verified_at = input.email_verified ? (target.email_verified_at ?? new Date()) : null;
      if (input.role !== undefined) data.role = await accounts(strapi).users.roleId(input.role);
      if ((data.blocked === true || data.is_active === false) && actor.id === target.id)
        guardSelf(actor, target, 'block or deactivate');

      const updated: UserRecord = await accounts(strapi).users.update(id, data);
      // Blocking and deactivation do not revoke: the tokens answer 403 account_blocked until the
      // account is active again (CONTRACT §2.1). A new password or role ends the sessions.
      if (data.password !== undefined || data.role !== undefined)
        await accounts(strapi).tokens.revokeAllFor(id);
      else if (data.blocked === true || data.is_active === false) await cutAccess(strapi, id);
      if (data.email !== undefined) await accounts(strapi).emailVerification.send(updated);
      return present(updated);
    },

    /**
     * PATCH …/active and …/block (CONTRACT §10). Never a toggle: activating makes the account
     * active and lifts any block (what the legacy admin page relies on); `is_active: false`
     * deactivates; blocking sets `blocked`, `blocked: false` lifts the block only. Tokens are kept:
     * they answer 403 `account_blocked` while access is off (CONTRACT §2.1).
     */
    async setStanding(actor: Principal, id: number, change: { activate: boolean } | { block: boolean }) {
      const target = await load(id);
      guardPrivilege(actor, target);
      const data =
        'activate' in change
          ? change.activate
            ? { is_active: true, blocked: false }
            : { is_active: false }
          : { blocked: change.block };
      if (data.is_active === false || data.blocked === true) guardSelf(actor, target, 'block or deactivate');
      const updated: UserRecord = await accounts(strapi).users.update(id, data);
      // What the account holds that is not asked again per request (its live sockets) goes now.
      if (data.is_active === false || data.blocked === true) await cutAccess(strapi, id);
      return present(updated);
    },

    /** Soft delete: the account can no longer sign in and its e-mail stays reserved. */
    async remove(actor: Principal, id: number) {
      const target = await load(id);
      guardPrivilege(actor, target);
      guardSelf(actor, target, 'delete');
      await strapi.db.transaction(async () => {
        await softDelete(strapi).trash.trash(UID, id);
        await accounts(strapi).users.update(id, { is_active: false });
      });
      await accounts(strapi).tokens.revokeAllFor(id);
    },
  };
};
