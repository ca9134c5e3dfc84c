import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../platform/public';
import { NotFoundError } from '../../../contract/public';
import { OAUTH_RECORD } from './provider';
import { now } from './records-adapter';
import { oauthSettings } from './settings';

/** A grant's use is written at most this often (seconds): no write on every request. */
const USE_RESOLUTION = 60;

type GrantRow = {
  id: number;
  record_id: string;
  payload: string;
  first_used_at: number | string | null;
  last_used_at: number | string | null;
  expires_at: number | string | null;
};

const when = (seconds: number | string | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(Number(seconds) * 1000).toISOString();

/**
 * What a person allowed (CONTRACT §15): their grants, each an app connected to their account, with
 * its client's name, the scopes it holds on the MCP server, and when it was first and last used.
 */
export const connectedApps = (strapi: Core.Strapi) => {
  const table = () => tableOf(strapi, OAUTH_RECORD);
  const knex = () => strapi.db.connection;
  return {
    async list(userId: number) {
      const rows = (await knex()(table())
        .select('id', 'record_id', 'payload', 'first_used_at', 'last_used_at', 'expires_at')
        .where({ model: 'Grant', account_id: userId })
        .where((q) => void q.whereNull('expires_at').orWhere('expires_at', '>', now()))
        .orderBy('id', 'desc')) as GrantRow[];
      const grants = rows.map((row) => ({ row, grant: JSON.parse(row.payload) as Record<string, unknown> }));
      const clientIds = [...new Set(grants.map(({ grant }) => String(grant.clientId)))];
      const clients = (await knex()(table())
        .select('record_id', 'payload')
        .where({ model: 'Client' })
        .whereIn('record_id', clientIds)) as Array<{ record_id: string; payload: string }>;
      const names = new Map(
        clients.map((client) => [
          client.record_id,
          (JSON.parse(client.payload) as { client_name?: string }).client_name,
        ]),
      );
      const resource = oauthSettings(strapi).resource;
      return grants.map(({ row, grant }) => ({
        id: row.id,
        client_id: String(grant.clientId),
        client_name: names.get(String(grant.clientId)) ?? null,
        scopes: String((grant.resources as Record<string, string> | undefined)?.[resource] ?? '')
          .split(' ')
          .filter(Boolean),
        connected_at: when(grant.iat as number | undefined),
        first_used_at: when(row.first_used_at),
        last_used_at: when(row.last_used_at),
      }));
    },

    /** Ends a grant: every code and token of it is refused from the next request on, on every instance. */
    async revoke(userId: number, id: number) {
      const row = (await knex()(table())
        .select('record_id')
        .where({ id, model: 'Grant', account_id: userId })
        .first()) as { record_id: string } | undefined;
      if (!row) throw new NotFoundError('Connected app not found.');
      await knex()(table()).where({ grant_id: row.record_id }).delete();
    },

    /** Every grant of an account (blocked or deactivated): the person connects again once let back in. */
    async revokeAll(userId: number) {
      const grants = knex()(table()).select('record_id').where({ model: 'Grant', account_id: userId });
      await knex()(table()).whereIn('grant_id', grants).delete();
    },

    /** Records a use of a grant, at most once a minute; the condition keeps instances from writing it twice. */
    async touch(grantId: string) {
      const at = now();
      await knex()(table())
        .where({ model: 'Grant', record_id: grantId })
        .where((q) => void q.whereNull('last_used_at').orWhere('last_used_at', '<', at - USE_RESOLUTION))
        .update({ last_used_at: at, first_used_at: knex().raw('COALESCE(first_used_at, ?)', [at]) });
    },
  };
};
