import type { Core } from '@strapi/strapi';
import type { PageRequest, Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import { trips } from '../accessor';
import type { TripScope } from '../services/trips';
import type { Outcome } from './outcome';

/** One page of the principal's own trips, those shared with them, both, or everyone's public ones, newest first. */
export const listTrips = async (
  strapi: Core.Strapi,
  principal: Principal | null,
  { scope, page }: { scope: TripScope; page: PageRequest },
): Promise<Outcome<{ items: TripRow[]; total: number }>> => ({
  result: await trips(strapi).trips.list(principal, { scope, page: page.page, perPage: page.perPage }),
  message: 'Trips retrieved successfully',
});
