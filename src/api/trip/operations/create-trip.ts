import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import type { TripRow } from '../content-types/rows';
import type { CreateTripInput } from '../validators';
import { trips } from '../accessor';
import type { Input, Outcome } from './outcome';

/** A new trip of the principal's, from any of the legacy body forms, held to the trip limits. */
export const createTrip = async (
  strapi: Core.Strapi,
  principal: Principal,
  { input }: { input: Input<CreateTripInput> },
): Promise<Outcome<TripRow>> => ({
  result: await trips(strapi).trips.create(principal, input()),
  message: 'Trip created successfully',
});
