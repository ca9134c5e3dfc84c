import type { Core } from '@strapi/strapi';
import type { TokenClaims } from '../../contract/server/auth/tokens';
import { tableOf } from '../../contract/server/infra/db';
import { isTrashed } from '../../soft-delete/public';

type UserRow = {
  role?: { type?: string } | null;
  email_verified_at?: unknown;
  is_active?: boolean | null;
  blocked?: boolean | null;
  deleted_at?: unknown;
};

/** Case-insensitive unique e-mail at the database level (users-permissions declares none). */
const ensureUniqueEmailIndex = async (strapi: Core.Strapi) => {
  const table = tableOf(strapi, 'plugin::users-permissions.user');
  await strapi.db.connection.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS ${table}_email_lower_unique ON ${table} (lower(email))`,
  );
};

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const principals = strapi.plugin('contract').service('principals');
  const accounts = (name: string) => strapi.plugin('accounts').service(name);

  principals.useRevocationCheck((claims: TokenClaims) => accounts('tokens').isRevoked(claims));
  principals.usePermissionResolver((roles: string[]) => accounts('permissions').forRoles(roles));
  principals.useShaper((user: UserRow) => ({
    roles: user.role?.type ? [user.role.type] : [],
    verified: Boolean(user.email_verified_at),
    active: user.is_active !== false && !user.blocked && !isTrashed(user),
  }));

  // An editor changing permissions or roles in the admin panel is seen at once by this instance.
  strapi.db.lifecycles.subscribe({
    models: ['plugin::accounts.permission', 'plugin::users-permissions.role'],
    afterCreate: () => accounts('permissions').invalidate(),
    afterUpdate: () => accounts('permissions').invalidate(),
    afterDelete: () => accounts('permissions').invalidate(),
  });

  await ensureUniqueEmailIndex(strapi);

  strapi.cron.add({
    accountsPurgeTokens: {
      task: () =>
        strapi
          .plugin('contract')
          .service('lifecycle')
          .run('accounts: token purge', () => accounts('tokens').purgeExpired()),
      options: { rule: '17 3 * * *' },
    },
  });
};
