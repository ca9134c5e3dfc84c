import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { DomainRuleError, NotFoundError, type PageRequest } from '../../../../contract/public';
import { findPage, lockRow } from '../../../../platform/public';
import type { TokenScope } from '../../token-scopes';
import type { CreateTokenInput } from './schema';
import { hashOf, hintOf, newSecret } from './secret';
import { announceAccessRevoked } from '../../access-revoked';

const UID = 'plugin::accounts.personal-access-token';
const USER_UID = 'plugin::users-permissions.user';
/** Live (not revoked, not expired) tokens one account may hold: plenty for tools, a bound on abuse. */
export const LIVE_TOKENS_PER_USER = 50;
/** `last_used_at` is written at most this often per token: no write on every request. */
export const LAST_USED_EVERY_MS = 60_000;

export type PersonalTokenRow = {
  id: number;
  user_id: number;
  name: string;
  scopes: TokenScope[];
  hint: string;
  createdAt: string | Date;
  expires_at: string | Date | null;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
};

const NOT_FOUND = 'Access token not found.';
const LISTED: (keyof PersonalTokenRow)[] = [
  'id',
  'name',
  'scopes',
  'hint',
  'createdAt',
  'expires_at',
  'last_used_at',
];

/**
 * Personal access tokens (CONTRACT §12): the secret is shown once, only its SHA-256 is stored. Each
 * use looks the token up in the database, so a revocation (or a blocked account, read with the
 * user) holds on every instance from the next request.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(UID);
  const liveWhere = (userId: number) => ({
    user_id: userId,
    revoked_at: null,
    $or: [{ expires_at: null }, { expires_at: { $gt: new Date() } }],
  });

  const insertWithinLimit = async (userId: number, input: CreateTokenInput) => {
    const live = Number(await query().count({ where: liveWhere(userId) }));
    if (live >= LIVE_TOKENS_PER_USER)
      throw new DomainRuleError(
        'token_limit_reached',
        `An account may hold ${LIVE_TOKENS_PER_USER} live access tokens; revoke one first.`,
      );
    const secret = newSecret();
    const row = (await query().create({
      data: {
        user_id: userId,
        name: input.name,
        scopes: input.scopes,
        token_hash: hashOf(secret),
        hint: hintOf(secret),
        expires_at: input.expires_at ?? null,
      },
      select: LISTED,
    })) as PersonalTokenRow;
    return { row, secret };
  };

  return {
    /**
     * The count and the insert are one step: the account's row stays locked (PostgreSQL) or the
     * transaction is the only writer (SQLite) from the count to the commit, so concurrent creations
     * on any number of instances never go past the limit.
     */
    create(userId: number, input: CreateTokenInput) {
      return strapi.db.transaction(async ({ trx }) => {
        await lockRow(strapi, trx as unknown as Knex.Transaction, USER_UID, userId);
        return insertWithinLimit(userId, input);
      });
    },

    /** The caller's tokens not revoked (expired ones too, so they can be seen and removed), newest first. */
    list(userId: number, page: PageRequest) {
      return findPage<PersonalTokenRow>(
        {
          findMany: (q: object) => query().findMany({ ...q, select: LISTED }),
          count: (q) => query().count(q),
        },
        {
          where: { user_id: userId, revoked_at: null },
          orderBy: [{ id: 'desc' }],
          page: page.page,
          perPage: page.perPage,
        },
      );
    },

    /** Revokes one of the caller's tokens; someone else's, unknown or already revoked is 404. */
    async revoke(userId: number, id: number) {
      const { count } = await query().updateMany({
        where: { id, user_id: userId, revoked_at: null },
        data: { revoked_at: new Date() },
      });
      if (count === 0) throw new NotFoundError(NOT_FOUND);
      await announceAccessRevoked(strapi, userId);
    },

    /**
     * Revokes every token of an account (a completed reset of a forgotten password, CONTRACT §10).
     * Each use reads its token from the database, so every instance refuses them from the next request.
     */
    async revokeAllFor(userId: number) {
      const { count } = await query().updateMany({
        where: { user_id: userId, revoked_at: null },
        data: { revoked_at: new Date() },
      });
      if (count > 0) await announceAccessRevoked(strapi, userId);
      return count;
    },

    /** The owner and scopes of a live token, or null when it is unknown, revoked or expired. */
    async authenticate(secret: string): Promise<{ userId: number; scopes: TokenScope[] } | null> {
      const row = (await query().findOne({
        where: { token_hash: hashOf(secret) },
        select: ['id', 'user_id', 'scopes', 'expires_at', 'last_used_at', 'revoked_at'],
      })) as PersonalTokenRow | null;
      if (!row || row.revoked_at !== null) return null;
      if (row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now()) return null;
      await this.touch(row);
      return { userId: row.user_id, scopes: row.scopes };
    },

    /** Records a use, at most once a minute; the condition keeps instances from writing it twice. */
    async touch(row: Pick<PersonalTokenRow, 'id' | 'last_used_at'>) {
      const threshold = new Date(Date.now() - LAST_USED_EVERY_MS);
      if (row.last_used_at !== null && new Date(row.last_used_at) > threshold) return;
      await query().updateMany({
        where: { id: row.id, $or: [{ last_used_at: null }, { last_used_at: { $lt: threshold } }] },
        data: { last_used_at: new Date() },
      });
    },
  };
};
