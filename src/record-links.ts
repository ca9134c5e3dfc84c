import type { RecordLinks, TargetRule } from './plugins/panel/public';
import { PLACE_KINDS } from './api/catalog/public';

const USER = 'plugin::users-permissions.user';
const TRIP = 'api::trip.trip';
const ASSIGNMENT = 'api::agency.agency-assignment';
const ORDER = 'plugin::billing.order';
const catalogBy = (typeField: string): TargetRule => ({ typeField, types: PLACE_KINDS });
const owner = { field: 'user_id', label: 'User', target: USER };
const trip = { field: 'trip_id', label: 'Trip', target: TRIP };

/**
 * Which ids of our records name which records (the columns are bare integers, not relations):
 * the admin panel's edit view follows them in one click (the panel plugin's "Linked records").
 */
export const RECORD_LINKS: RecordLinks = {
  [TRIP]: {
    links: [
      owner,
      { field: 'parent_trip_id', label: 'Parent trip', target: TRIP },
      { field: 'original_trip_id', label: 'Original trip', target: TRIP },
      { field: 'agency_assignment_id', label: 'Agency assignment', target: ASSIGNMENT },
    ],
    lists: [
      { label: 'Itinerary items', from: 'api::trip.itinerary-item', field: 'trip_id' },
      { label: 'Forks', from: TRIP, field: 'parent_trip_id' },
    ],
  },
  [ORDER]: {
    links: [owner],
    lists: [
      { label: 'Items', from: 'plugin::billing.order-item', field: 'order_id' },
      { label: 'Payments', from: 'plugin::billing.payment', field: 'order_id' },
    ],
  },
  'plugin::billing.order-item': {
    links: [
      { field: 'order_id', label: 'Order', target: ORDER },
      {
        field: 'product_id',
        label: 'Product',
        target: { typeField: 'product_type', types: { trip: TRIP, plan: 'plugin::billing.plan' } },
      },
    ],
  },
  'plugin::billing.payment': { links: [{ field: 'order_id', label: 'Order', target: ORDER }] },
  'plugin::billing.subscription': {
    links: [
      owner,
      { field: 'plan_id', label: 'Plan', target: 'plugin::billing.plan' },
      { field: 'order_id', label: 'Order', target: ORDER },
    ],
  },
  'api::review.review': {
    links: [
      owner,
      { field: 'reviewable_id', label: 'Reviewed record', target: catalogBy('reviewable_type') },
    ],
  },
  'api::favourite.favourite': {
    links: [owner, { field: 'favorable_id', label: 'Favourite record', target: catalogBy('favorable_type') }],
  },
  [ASSIGNMENT]: {
    links: [
      { field: 'customer_id', label: 'Customer', target: USER },
      { field: 'agency_user_id', label: 'Agency', target: USER },
      { field: 'admin_id', label: 'Assigned by', target: USER },
    ],
    lists: [{ label: 'Trips', from: TRIP, field: 'agency_assignment_id' }],
  },
  'api::trip.itinerary-item': {
    links: [trip, { field: 'itemable_id', label: 'Item', target: catalogBy('itemable_type') }],
  },
  'api::trip.trip-item': {
    links: [trip, { field: 'item_id', label: 'Item', target: catalogBy('item_type') }],
  },
  'api::trip.trip-destination': {
    links: [trip, { field: 'destination_id', label: 'Destination', target: PLACE_KINDS.destination }],
  },
  'api::conversation.conversation': {
    links: [
      owner,
      { field: 'agency_id', label: 'Agency', target: USER },
      trip,
      { field: 'agency_assignment_id', label: 'Agency assignment', target: ASSIGNMENT },
    ],
  },
  'api::agency.flag': {
    links: [
      { field: 'reporter_id', label: 'Reporter', target: USER },
      { field: 'flagged_user_id', label: 'Flagged user', target: USER },
      { field: 'agency_assignment_id', label: 'Agency assignment', target: ASSIGNMENT },
    ],
  },
  'api::notification.notification': { links: [owner] },
  'api::survey.survey': { links: [owner] },
  'api::contact.contact-message': { links: [owner] },
};
