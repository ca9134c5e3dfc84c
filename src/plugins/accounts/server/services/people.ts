import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { lockRow, relationOf } from '../../../platform/public';
import { LIVE, TRASH_COLUMN } from '../../../soft-delete/public';
import type { UserRecord } from '../presenters/user';
import { USER } from '../users-table';

/** The fields other modules may read of an account: who someone is, never how they sign in. */
export type PersonField = 'name' | 'email' | 'avatar' | 'phone' | 'bio' | 'specialties' | 'location';
export type Person<F extends PersonField> = { id: number } & { [K in F]: NonNullable<UserRecord[K]> | null };

const STAFF_ROLES = ['admin', 'super_admin'];

/**
 * Accounts as the other modules see them: names and addresses by id (trashed accounts included,
 * since history keeps its names), the staff to tell, and the account row lock that serialises a
 * person's concurrent purchases or toggles. The users table stays the accounts module's.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async byIds<F extends PersonField>(
    ids: ReadonlyArray<number | null | undefined>,
    fields: readonly F[],
  ): Promise<Map<number, Person<F>>> {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (wanted.length === 0) return new Map();
    const rows = (await strapi.db
      .query(USER)
      .findMany({ where: { id: { $in: wanted } }, select: ['id', ...fields] })) as Person<F>[];
    return new Map(rows.map((row) => [row.id, row]));
  },

  async one<F extends PersonField>(id: number, fields: readonly F[]): Promise<Person<F> | null> {
    return (await this.byIds([id], fields)).get(id) ?? null;
  },

  /** The live account with this address (compared case-insensitively, as accounts are unique), or null. */
  async byEmail<F extends PersonField>(email: string, fields: readonly F[]): Promise<Person<F> | null> {
    return (await strapi.db.query(USER).findOne({
      where: { email: { $eqi: email.trim().toLowerCase() }, ...LIVE },
      select: ['id', ...fields],
    })) as Person<F> | null;
  },

  /** Whether a live (not trashed) account has this id. */
  async isLive(id: number): Promise<boolean> {
    return (await strapi.db.query(USER).count({ where: { id, ...LIVE } })) > 0;
  },

  /** The staff told of money trouble: live, active, unblocked accounts holding admin or super_admin. */
  async staffIds(): Promise<number[]> {
    const users = (await strapi.db.query(USER).findMany({
      where: { role: { type: { $in: STAFF_ROLES } }, ...LIVE },
      select: ['id', 'is_active', 'blocked'],
    })) as Array<{ id: number; is_active: boolean | null; blocked: boolean | null }>;
    return users.filter((user) => user.is_active !== false && !user.blocked).map((user) => user.id);
  },

  /** Locks the account's row for the rest of the transaction (one person's writes in turn). */
  lock(trx: Knex.Transaction, userId: number) {
    return lockRow(strapi, trx, USER, userId);
  },

  /**
   * The accounts as a relation, for the analytics' aggregate SQL: who (name, username, e-mail), when
   * they signed up, and the trash column (`scopeTrash` picks live ones). No credentials.
   */
  accounts: relationOf(strapi, USER, ['id', 'name', 'username', 'email', 'created_at', TRASH_COLUMN]),
});
