import type { Core } from '@strapi/strapi';
import { agency } from '../../../agency/public';

/**
 * The customers, among `candidates`, of one of this agency's own assignments in a state where the
 * two work together: whom an agency may open an `agency_inquiry` with (`customer_id`), and whose
 * e-mail it already sees (CONTRACT §10). The marketplace owns assignments, so it answers (one query).
 */
export const customersOfAgencyAssignments = (
  strapi: Core.Strapi,
  agencyId: number,
  candidates: readonly number[],
): Promise<ReadonlySet<number>> => agency(strapi).parties.customersOf(agencyId, candidates);
