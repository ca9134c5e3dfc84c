import type { Core } from '@strapi/strapi';
import type { Guarantee } from '../database/guarantees';

/**
 * The database guarantees of every module, declared in the app's register() and applied once by
 * this plugin's bootstrap: after Strapi's schema sync, before any scheduled job can start.
 */
export default (_: { strapi: Core.Strapi }) => {
  const declared: Guarantee[] = [];
  return {
    declare(guarantees: readonly Guarantee[]) {
      declared.push(...guarantees);
    },
    declared(): readonly Guarantee[] {
      return declared;
    },
  };
};
