/**
 * The boot steps of Strapi that boot-sync-memo.ts skips when nothing they read changed, each with
 * what it reads: the schemas (content types and components, with their admin-panel options), the
 * admin's actions and conditions, the locales (the super admin is given every one), the package
 * versions, and for the views which configurations are stored.
 */
import { readFileSync } from 'fs';
import type { Core } from '@strapi/strapi';
import { tableOf } from '../database/db';
import { memoizeBootStep } from './boot-sync-memo';

type Schema = Record<string, unknown>;
type Provider = { values(): unknown[]; keys?(): string[] };

/** What of a schema the Content Manager's and the admin's steps read. */
const schemasOf = (models: Record<string, Schema>) =>
  Object.keys(models)
    .sort()
    .map((uid) => {
      const { attributes, options, pluginOptions, info, config, kind, collectionName } = models[uid];
      return { uid, attributes, options, pluginOptions, info, config, kind, collectionName };
    });

const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/** The stored view configurations of `prefix`: how many, and the last row's id (one added or removed). */
const storedViews = async (strapi: Core.Strapi, prefix: string) => {
  const [row] = (await strapi.db
    .connection(tableOf(strapi, 'strapi::core-store'))
    .where('key', 'like', `plugin_content_manager_configuration_${prefix}::%`)
    .max({ id: 'id' })
    .count({ count: '*' })) as Array<{ id: unknown; count: unknown }>;
  return [Number(row.count), row.id ?? null];
};

/**
 * The permission rows: how many, the last id and the last change. A row added, removed or changed
 * by anything (a seed, a role edited, a hand in the database) makes the next boot run the steps.
 */
const storedPermissions = async (strapi: Core.Strapi) => {
  const [row] = (await strapi.db
    .connection(tableOf(strapi, 'admin::permission'))
    .max({ id: 'id', changed: 'updated_at' })
    .count({ count: '*' })) as Array<{ id: unknown; changed: unknown; count: unknown }>;
  return [Number(row.count), row.id ?? null, String(row.changed ?? '')];
};

const permissionInputs = async (strapi: Core.Strapi) => {
  const permissions = strapi.service('admin::permission') as unknown as {
    actionProvider: Provider;
    conditionProvider: Provider;
  };
  const locales = strapi.plugin('i18n')
    ? ((await strapi.db
        .query('plugin::i18n.locale')
        .findMany({ select: ['code'], orderBy: { code: 'asc' } })) as { code: string }[])
    : [];
  return {
    admin: versionOf('@strapi/admin'),
    // In a stable order: plugins register theirs as they load, in parallel.
    actions: [...permissions.actionProvider.values()].sort((a, b) =>
      String((a as { actionId: string }).actionId).localeCompare(
        String((b as { actionId: string }).actionId),
      ),
    ),
    conditions: [...(permissions.conditionProvider.keys?.() ?? [])].sort(),
    schemas: schemasOf({ ...strapi.contentTypes, ...strapi.components } as Record<string, Schema>),
    locales: locales.map((locale) => locale.code),
    rows: await storedPermissions(strapi),
  };
};

/**
 * What the Content Manager's configuration sync of `prefix` reads and writes: every schema (a
 * component's relation reads its target's), the custom fields' input sizes, the stored views.
 */
const configurationInputs = async (strapi: Core.Strapi, prefix: string) => ({
  contentManager: versionOf('@strapi/content-manager'),
  schemas: schemasOf({ ...strapi.contentTypes, ...strapi.components } as Record<string, Schema>),
  customFields: Object.entries(
    (strapi.get('custom-fields') as { getAll(): Record<string, { inputSize?: unknown }> }).getAll(),
  ).map(([uid, field]) => [uid, field.inputSize ?? null]),
  rows: await storedViews(strapi, prefix),
});

export const memoizeBootSyncs = (strapi: Core.Strapi) => {
  memoizeBootStep(strapi, 'component-views', 'plugin::content-manager.components', 'syncConfigurations', () =>
    configurationInputs(strapi, 'components'),
  );
  memoizeBootStep(
    strapi,
    'content-type-views',
    'plugin::content-manager.content-types',
    'syncConfigurations',
    () => configurationInputs(strapi, 'content_types'),
  );
  memoizeBootStep(strapi, 'super-admin', 'admin::role', 'resetSuperAdminPermissions', () =>
    permissionInputs(strapi),
  );
  memoizeBootStep(strapi, 'permissions', 'admin::permission', 'cleanPermissionsInDatabase', () =>
    permissionInputs(strapi),
  );
};
