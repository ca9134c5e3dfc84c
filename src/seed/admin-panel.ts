import type { Core } from '@strapi/strapi';
import { seedPassword } from '../plugins/accounts/public';
import { TRASH_COLUMN } from '../plugins/soft-delete/public';
import { CATALOG_MODELS, IS_IMAGE_CONDITION } from '../api/catalog/public';
import { STRAPI_FIELDS } from '../api/panel-guard/public';

/** Content types an editor keeps; settings and people stay with administrators. */
export const EDITOR_CONTENT_TYPES = CATALOG_MODELS;
const ACTIONS = ['read', 'create', 'update', 'delete'].map(
  (action) => `plugin::content-manager.explorer.${action}`,
);
const SYSTEM_FIELDS = new Set([...STRAPI_FIELDS, TRASH_COLUMN]);
export const EDITOR_ROLE = 'Catalog editor';

/** What the editor moderates: it reads and changes (approves, rejects) them, never creates or deletes. */
export const MODERATED_CONTENT_TYPES = ['api::review.review'];

/**
 * The media library as the editor needs it to give the catalog pictures, and no more: it sees the
 * library's images only (the business reports stored there stay hidden), uploads, and edits,
 * replaces or deletes only the files it uploaded. No download or copy-link, no settings.
 */
const MEDIA_LIBRARY = [
  { action: 'plugin::upload.read', conditions: [IS_IMAGE_CONDITION] },
  { action: 'plugin::upload.assets.create', conditions: [] },
  { action: 'plugin::upload.assets.update', conditions: ['admin::is-creator'] },
].map((permission) => ({ ...permission, subject: null, properties: {} }));

const editorPermissions = (strapi: Core.Strapi) => [
  ...MEDIA_LIBRARY,
  ...EDITOR_CONTENT_TYPES.flatMap((uid) => {
    const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as {
      attributes: Record<string, unknown>;
      pluginOptions?: { i18n?: { localized?: boolean } };
    };
    const fields = Object.keys(model.attributes).filter((name) => !SYSTEM_FIELDS.has(name));
    const localized = Boolean(model.pluginOptions?.i18n?.localized);
    return ACTIONS.map((action) => ({
      action,
      subject: uid,
      properties: action.endsWith('.delete')
        ? localized
          ? { locales: ['en', 'ar'] }
          : {}
        : { fields, ...(localized ? { locales: ['en', 'ar'] } : {}) },
      conditions: [],
    }));
  }),
  ...MODERATED_CONTENT_TYPES.flatMap((uid) => {
    const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as {
      attributes: Record<string, unknown>;
    };
    const fields = Object.keys(model.attributes).filter((name) => !SYSTEM_FIELDS.has(name));
    return ['read', 'update'].map((action) => ({
      action: `plugin::content-manager.explorer.${action}`,
      subject: uid,
      properties: { fields },
      conditions: [],
    }));
  }),
];

/** The Catalog editor's permissions as this version defines them (a role created earlier is brought up to date). */
export const seedEditorPermissions = async (strapi: Core.Strapi) => {
  const roles = strapi.service('admin::role');
  const editorRole = await roles.findOne({ name: EDITOR_ROLE });
  if (editorRole) await roles.assignPermissions(editorRole.id, editorPermissions(strapi));
};

/**
 * The admin panel's own accounts (separate from API users): a Super Admin and an Editor whose
 * role may edit the catalog content types and nothing else, both with the seed password.
 */
export const seedAdminPanelAccounts = async (strapi: Core.Strapi) => {
  const roles = strapi.service('admin::role');
  const users = strapi.service('admin::user');

  let editorRole = await roles.findOne({ name: EDITOR_ROLE });
  if (!editorRole) {
    editorRole = await roles.create({
      name: EDITOR_ROLE,
      description:
        'Edits the travel catalog (destinations, hotels, restaurants, attractions, flights, countries, cities, regions, categories) in English and Arabic.',
    });
    await roles.assignPermissions(editorRole.id, editorPermissions(strapi));
  }
  const superAdmin = await roles.getSuperAdmin();

  const { password, generated } = seedPassword();
  const accounts = [
    { email: 'admin@example.com', firstname: 'Super', lastname: 'Admin', role: superAdmin.id },
    { email: 'editor@example.com', firstname: 'Catalog', lastname: 'Editor', role: editorRole.id },
  ];
  const created: string[] = [];
  for (const account of accounts) {
    if (await users.exists({ email: account.email })) continue;
    await users.create({
      email: account.email,
      firstname: account.firstname,
      lastname: account.lastname,
      password,
      isActive: true,
      roles: [account.role],
      registrationToken: null,
    });
    created.push(account.email);
  }
  if (created.length > 0 && generated)
    strapi.log.warn(
      `Admin panel accounts created (${created.join(', ')}) with the generated password: ${password}`,
    );
};
