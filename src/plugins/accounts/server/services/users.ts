import type { Core } from '@strapi/strapi';
import { UnauthenticatedError, ValidationError } from '../../../contract/public';
import { isUniqueViolation } from '../../../platform/public';
import { isTrashed } from '../../../soft-delete/public';
import type { UserRecord } from '../presenters/user';
import { accounts } from '../../accessor';

const UID = 'plugin::users-permissions.user';
const POPULATE = { role: { select: ['id', 'type', 'name'] }, profile_image: { select: ['id', 'url'] } };

export type NewUser = {
  email: string;
  password: string;
  name?: string | null;
  phone?: string | null;
  role: string;
  verified?: boolean;
  avatar?: string | null;
  google_id?: string;
  facebook_id?: string;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** An address held by another account (a trashed one too) is a validation failure (CONTRACT §10). */
export const duplicateEmail = () => ValidationError.field('email', 'The email has already been taken.');

/** Accounts on top of the users-permissions user table (e-mail stored lower-cased, unique). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(UID);
  const upUsers = () => strapi.plugin('users-permissions').service('user');

  return {
    async findById(id: number, { withDeleted = false } = {}): Promise<UserRecord | null> {
      const user = (await users().findOne({ where: { id }, populate: POPULATE })) as UserRecord | null;
      return user && (withDeleted || !isTrashed(user)) ? user : null;
    },

    /**
     * A live, active, unblocked account (holding `role`, when given), or null: who may be named as
     * a party (an agency to route to, a conversation's agency or customer).
     */
    async active(id: number, role?: string): Promise<UserRecord | null> {
      const user = await this.findById(id);
      if (!user || user.blocked || user.is_active === false) return null;
      return !role || user.role?.type === role ? user : null;
    },

    /** The caller's own account; gone since the token was checked means the token no longer holds. */
    async current(id: number): Promise<UserRecord> {
      const user = await this.findById(id);
      if (!user) throw new UnauthenticatedError();
      return user;
    },

    /** Any account with this e-mail, trashed ones included: a deleted account keeps its address reserved. */
    async findByEmail(email: string): Promise<(UserRecord & { password?: string }) | null> {
      // Case-insensitive, like the unique index on lower(email): rows written by the admin panel may keep their case.
      return users().findOne({ where: { email: { $eqi: normalizeEmail(email) } }, populate: POPULATE });
    },

    async findByProvider(provider: 'google' | 'facebook', providerId: string): Promise<UserRecord | null> {
      return users().findOne({ where: { [`${provider}_id`]: providerId }, populate: POPULATE });
    },

    async roleId(type: string): Promise<number> {
      const role = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type }, select: ['id'] });
      if (!role) throw ValidationError.field('role', `The selected role is invalid.`);
      return role.id;
    },

    async assertEmailFree(email: string, exceptId?: number) {
      const owner = await this.findByEmail(email);
      if (owner && owner.id !== exceptId) throw duplicateEmail();
    },

    /**
     * Creates an account. `andThen` runs in the transaction of the creation (the domain event of
     * a new account is recorded with it); the password is hashed before, outside it.
     */
    async create(input: NewUser, andThen?: (user: UserRecord) => Promise<void>): Promise<UserRecord> {
      const email = normalizeEmail(input.email);
      await this.assertEmailFree(email);
      const values = await upUsers().ensureHashedPasswords({ password: input.password });
      try {
        return await strapi.db.transaction(async () => {
          const created = await users().create({
            data: {
              username: email,
              email,
              provider: input.google_id ? 'google' : input.facebook_id ? 'facebook' : 'local',
              password: values.password,
              name: input.name ?? null,
              phone: input.phone ?? null,
              avatar: input.avatar ?? null,
              google_id: input.google_id ?? null,
              facebook_id: input.facebook_id ?? null,
              confirmed: Boolean(input.verified),
              email_verified_at: input.verified ? new Date() : null,
              blocked: false,
              is_active: true,
              role: await this.roleId(input.role),
            },
          });
          const user = (await this.findById(created.id))!;
          await andThen?.(user);
          return user;
        });
      } catch (error) {
        // Two registrations racing for one address: the database's unique index decides.
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
    },

    async update(id: number, data: Record<string, unknown>): Promise<UserRecord> {
      const values = { ...data };
      if (typeof values.email === 'string') {
        values.email = normalizeEmail(values.email);
        values.username = values.email;
      }
      if (typeof values.password === 'string')
        Object.assign(values, await upUsers().ensureHashedPasswords({ password: values.password }));
      if ('email_verified_at' in values) values.confirmed = values.email_verified_at !== null;
      const before =
        typeof values.email === 'string'
          ? ((await users().findOne({ where: { id }, select: ['email'] })) as { email: string } | null)
          : null;
      try {
        await users().update({ where: { id }, data: values });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
      // Reset links mailed to the old address must not reach whoever gets that address next.
      if (before && before.email !== values.email)
        await accounts(strapi).passwordResets.retireFor(before.email);
      return (await this.findById(id, { withDeleted: true }))!;
    },

    async passwordMatches(user: { password?: string }, candidate: string): Promise<boolean> {
      if (!user.password) return false;
      return upUsers().validatePassword(candidate, user.password);
    },
  };
};
