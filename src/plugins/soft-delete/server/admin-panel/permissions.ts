import type { Core } from '@strapi/strapi';
import { panelPolicies, registerPanelActions } from '../../../contract/public';

/**
 * Seeing and restoring the trash is an admin's: the Super Admin holds every permission, other
 * roles (the Catalog editor) only what they are given.
 */
export const MANAGE_TRASH = 'plugin::soft-delete.manage';

export const registerTrashPermission = (strapi: Core.Strapi) =>
  registerPanelActions(strapi, [
    { displayName: 'See and restore trashed records', uid: 'manage', pluginName: 'soft-delete' },
  ]);

export const TRASH_POLICIES = panelPolicies(MANAGE_TRASH);

/** Deleting trashed records for good: the Super Admin's alone (policies/super-admin.ts). */
export const PURGE_POLICIES = [...TRASH_POLICIES, 'plugin::soft-delete.super-admin'];
