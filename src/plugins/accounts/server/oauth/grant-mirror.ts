import type { Core } from '@strapi/strapi';
import { newRowColumns, tableOf } from '../../../platform/public';
import { OAUTH_RECORD_UID } from './records-adapter';
import { oauthSettings } from './settings';

export const CONNECTED_APP = 'plugin::accounts.connected-app';

type GrantPayload = {
  accountId?: string;
  clientId?: string;
  iat?: number;
  resources?: Record<string, string>;
};

/**
 * Each grant the library stores, as a connected app of ours (`accounts_connected_apps`): the
 * person's own list, the admin panel's read-only view, and each app's first and last use read from
 * one table of plain columns instead of the library's JSON. Written by the storage adapter in the
 * same steps as the grant (saved, ended), so the two never disagree for longer than one statement.
 */
export const grantMirror = (strapi: Core.Strapi) => {
  const knex = () => strapi.db.connection;
  const apps = () => tableOf(strapi, CONNECTED_APP);
  return {
    async saved(grantId: string, payload: GrantPayload, expiresAt: number | null) {
      const client = (await knex()(tableOf(strapi, OAUTH_RECORD_UID))
        .select('payload')
        .where({ model: 'Client', record_id: String(payload.clientId) })
        .first()) as { payload: string } | undefined;
      const scopes = (payload.resources?.[oauthSettings(strapi).resource] ?? '').split(' ').filter(Boolean);
      // A document of its own: the panel reads it by its document id.
      const row = {
        ...newRowColumns(),
        grant_id: grantId,
        user_id: Number(payload.accountId),
        client_id: String(payload.clientId),
        client_name: client
          ? ((JSON.parse(client.payload) as { client_name?: string }).client_name ?? null)
          : null,
        scopes: JSON.stringify(scopes),
        connected_at: payload.iat ? new Date(payload.iat * 1000) : new Date(),
        expires_at: expiresAt === null ? null : new Date(expiresAt * 1000),
      };
      await knex()(apps())
        .insert(row)
        .onConflict(['grant_id'])
        .merge(['scopes', 'client_name', 'expires_at']);
    },

    async ended(grantId: string) {
      await knex()(apps()).where({ grant_id: grantId }).delete();
    },
  };
};
