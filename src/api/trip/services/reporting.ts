import type { Core } from '@strapi/strapi';
import { relationOf } from '../../../plugins/platform/public';
import { ATTACHED_PLACE, DESTINATION_VISIT, TRIP } from '../content-types/rows';

/**
 * The trips as the analytics read them, relations for their aggregate SQL: trips (trashed ones
 * too: a booking stays a booking), the catalog places attached to them (`item_type`, `item_id`)
 * and the destinations they visit.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  trips: relationOf(strapi, TRIP, ['id', 'title', 'start_date', 'travel_style']),
  attachedPlaces: relationOf(strapi, ATTACHED_PLACE, ['trip_id', 'item_type', 'item_id']),
  visits: relationOf(strapi, DESTINATION_VISIT, ['trip_id', 'destination_id']),
});
