import type { Core } from '@strapi/strapi';

/**
 * The customers, among `candidates`, of one of this agency's own assignments: whom an agency may
 * open an `agency_inquiry` with (`customer_id`), and whose e-mail it already sees (CONTRACT §10).
 *
 * Agency assignments do not exist yet, so today an agency has no customers and this answers
 * nobody. The agency-assignment module fills it in (an assignment of this agency with the customer,
 * in a state where the two work together), through its public entry point, in one query per call.
 */
export const customersOfAgencyAssignments = async (
  _strapi: Core.Strapi,
  _agencyId: number,
  _candidates: readonly number[],
): Promise<ReadonlySet<number>> => new Set<number>();
