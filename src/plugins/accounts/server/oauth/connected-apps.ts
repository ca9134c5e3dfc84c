import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../platform/public';
import { NotFoundError } from '../../../contract/public';
import { CONNECTED_APP } from './grant-mirror';
import { OAUTH_RECORD_UID } from './records-adapter';

/** A grant's use is written at most this often: no write on every request. */
const USE_RESOLUTION_MS = 60_000;

type AppRow = {
  id: number;
  grant_id: string;
  client_id: string;
  client_name: string | null;
  scopes: string | string[] | null;
  connected_at: unknown;
  first_used_at: unknown;
  last_used_at: unknown;
};

const when = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | number | Date).toISOString();

/**
 * What a person allowed (CONTRACT §15): their grants, each an app connected to their account
 * (`grant-mirror.ts` keeps them), with its client's name, the scopes it holds on the MCP server,
 * and when it was connected and first and last used.
 */
export const connectedApps = (strapi: Core.Strapi) => {
  const knex = () => strapi.db.connection;
  const apps = () => knex()(tableOf(strapi, CONNECTED_APP));
  /** Deletes grants with every code and token of them, and their connected apps, by grant id. */
  const end = async (grantIds: string[]) => {
    if (grantIds.length === 0) return;
    await knex()(tableOf(strapi, OAUTH_RECORD_UID)).whereIn('grant_id', grantIds).delete();
    await apps().whereIn('grant_id', grantIds).delete();
  };
  return {
    async list(userId: number) {
      const rows = (await apps()
        .select(
          'id',
          'grant_id',
          'client_id',
          'client_name',
          'scopes',
          'connected_at',
          'first_used_at',
          'last_used_at',
        )
        .where({ user_id: userId })
        .where((q) => void q.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
        .orderBy('id', 'desc')) as AppRow[];
      return rows.map((row) => ({
        id: row.id,
        client_id: row.client_id,
        client_name: row.client_name,
        scopes: (typeof row.scopes === 'string' ? JSON.parse(row.scopes) : row.scopes) ?? [],
        connected_at: when(row.connected_at),
        first_used_at: when(row.first_used_at),
        last_used_at: when(row.last_used_at),
      }));
    },

    /** Ends a grant: every code and token of it is refused from the next request on, on every instance. */
    async revoke(userId: number, id: number) {
      const row = (await apps().select('grant_id').where({ id, user_id: userId }).first()) as
        | { grant_id: string }
        | undefined;
      if (!row) throw new NotFoundError('Connected app not found.');
      await end([row.grant_id]);
    },

    /** Every grant of an account (blocked or deactivated): the person connects again once let back in. */
    async revokeAll(userId: number) {
      const rows = (await apps().select('grant_id').where({ user_id: userId })) as Array<{
        grant_id: string;
      }>;
      await end(rows.map((row) => row.grant_id));
    },

    /** Records a use of a grant, at most once a minute; the condition keeps instances from writing it twice. */
    async touch(grantId: string) {
      const at = new Date();
      const threshold = new Date(at.getTime() - USE_RESOLUTION_MS);
      await apps()
        .where({ grant_id: grantId })
        .where((q) => void q.whereNull('last_used_at').orWhere('last_used_at', '<', threshold))
        .update({ last_used_at: at, first_used_at: knex().raw('COALESCE(first_used_at, ?)', [at]) });
    },
  };
};
