import type { Core } from '@strapi/strapi';
import type { Guarantee } from '../database/guarantees';
import type { RunningTotal } from '../database/running-totals';

/**
 * The database guarantees and running totals of every module, declared in the app's register()
 * and applied once by this plugin's bootstrap: after Strapi's schema sync, before any scheduled
 * job can start.
 */
export default (_: { strapi: Core.Strapi }) => {
  const declared: Guarantee[] = [];
  const totals: RunningTotal[] = [];
  return {
    declare(guarantees: readonly Guarantee[]) {
      declared.push(...guarantees);
    },
    declared(): readonly Guarantee[] {
      return declared;
    },
    declareTotals(more: readonly RunningTotal[]) {
      totals.push(...more);
    },
    totals(): readonly RunningTotal[] {
      return totals;
    },
  };
};
