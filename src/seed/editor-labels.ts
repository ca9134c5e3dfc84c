import type { Core } from '@strapi/strapi';
import { EDITOR_CONTENT_TYPES } from './admin-panel';
import { TRASH_COLUMN } from '../plugins/soft-delete/public';

/** What an editor reads next to the fields of the catalog in the admin panel. */
const DESCRIPTIONS: Record<string, Record<string, string>> = {
  'api::destination.destination': {
    name: 'The name travellers see, e.g. "Paris". Translate it in the Arabic locale.',
    city_name: 'The city the destination is in, used by search and the city filter.',
    latitude: 'Decimal degrees, north positive (e.g. 48.8566).',
    longitude: 'Decimal degrees, east positive (e.g. 2.3522).',
    image: 'Full URL of the cover picture.',
    categories: 'Themes of the destination (only categories of type "destination").',
  },
  'api::hotel.hotel': {
    price_per_night: 'Price of one night for two, in the currency below.',
    currency: 'ISO 4217 code, e.g. USD.',
    rating: 'Guest rating from 0 to 5 (one decimal).',
    stars: 'Official classification, 1 to 5.',
    availability: 'Untick to stop offering the hotel without deleting it.',
    amenities: 'A JSON list such as ["wifi", "pool"].',
    latitude: 'Where the hotel is: decimal degrees (maps and the trip planner use it).',
    longitude: 'Where the hotel is: decimal degrees.',
  },
  'api::restaurant.restaurant': {
    price_range: 'From $ (cheap) to $$$$ (fine dining).',
    price_cents: 'Typical price of a meal for one, in cents of the currency.',
    opening_hours: 'HH:MM-HH:MM, local time.',
  },
  'api::attraction.attraction': {
    price: 'Entry price for one adult, 0 when free.',
    opening_hours: 'HH:MM-HH:MM, local time; the trip planner schedules visits inside it.',
    duration_minutes: 'How long a typical visit takes.',
    rating: 'Visitor rating from 0 to 5.',
  },
  'api::flight.flight': {
    departure_airport: 'IATA code of the departure airport, e.g. CDG.',
    arrival_airport: 'IATA code of the arrival airport.',
    departure_date: 'Departure time (UTC).',
    arrival_date: 'Arrival time (UTC); must be after the departure.',
    booking_status:
      'The legacy values: "pending" (not yet confirmed by the airline), "confirmed", "cancelled" (listed but not bookable).',
  },
  'api::country.country': {
    iso_code: 'ISO 3166-1 alpha-2 code, e.g. FR.',
    flag_url: 'Full URL of the flag image.',
    languages: 'A JSON list of language codes, e.g. ["fr"].',
  },
  'api::region.region': {
    key: 'The identifier clients filter by (e.g. europe); do not change it once in use.',
  },
  'api::trip.trip': {
    user_id: 'Id of the user who owns the trip (Users in the Content Manager).',
    state:
      'pending → planning / planned → active → completed, or booked when a package is paid, or cancelled. Booked and completed trips keep their itinerary.',
    is_public: 'Public trips are listed for everyone and may be forked.',
    is_fork:
      'Set on copies made by a fork; parent trip id is the trip copied, original trip id the first of the line.',
    confirmation_code: 'Set when a trip package is paid; unique.',
    budget: 'What the traveller means to spend, in their currency.',
    no_of_travelers: 'How many people travel (1 to 50).',
    interests: 'A JSON list such as ["food", "museums"].',
  },
  'api::trip.itinerary-item': {
    trip_id: 'The trip this stop belongs to.',
    itemable_type: 'The kind of catalog place the stop is (empty for free text).',
    itemable_id: 'The id of that catalog place.',
    day_number: 'Day of the trip, 1 being its start date.',
    item_order: 'Order within the day.',
    time_slot: 'Free text from the traveller, e.g. 10:00 AM.',
  },
  'api::trip.trip-destination': {
    destination_id: 'The destination visited.',
    visit_order: 'Order of the visits over the trip.',
  },
  'api::trip.trip-item': {
    item_type: 'hotel, flight, restaurant or attraction.',
    item_id: 'The id of that catalog place.',
  },
  'api::category.category': {
    type: 'What the category tags: destinations, attractions or restaurants.',
    icon: 'Icon name shown by the frontend.',
  },
  'api::review.review': {
    state:
      'pending until moderated: approve to publish it, reject to keep it hidden. The author is told either way.',
    user_id: 'The author (Users in the Content Manager).',
    reviewable_type: 'What is reviewed; reviewable id is its id in that collection.',
    sub_scores: 'Optional 1–5 scores for cleanliness, safety, staff, amenities and location.',
  },
  'api::contact.contact-message': {
    state: 'unread when it arrives; read once someone has looked; resolved when answered.',
    user_id: 'The sender, when they were signed in.',
  },
  'api::survey.survey': {
    user_id: 'The traveller who answered.',
    budget_level: 'low, medium, high or luxury.',
    interests: 'A JSON list such as ["food", "museums"].',
  },
  'api::newsletter.newsletter-subscriber': {
    email: 'Stored lower-cased; deleting the row unsubscribes the address.',
  },
  'api::notification.notification': {
    user_id: 'The user told (Users in the Content Manager).',
    type: 'What happened, e.g. payment_succeeded, trip_booked, review_approved.',
    dedupe_key: 'One event for one user: the same event is never written twice.',
    mail: 'Also sent by e-mail; e-mailed at says when it left.',
  },
  'api::conversation.conversation': {
    type: 'ai_concierge (answered by the AI), agency_inquiry (with an agency) or direct_support (answered by admins).',
    user_id: 'The traveller.',
    agency_id: 'The agency, for inquiries.',
    trip_id: 'The trip the conversation is about, if any.',
  },
  'api::conversation.message': {
    sender_type: 'user, agency, admin, or ai for the concierge.',
    sender_id: 'The sender (empty for the AI concierge).',
  },
};

/**
 * The catalog, and the trips editors look after in the panel (Super Admins; the Catalog editor
 * role stays catalog-only).
 */
const LABELLED_CONTENT_TYPES = [
  ...EDITOR_CONTENT_TYPES,
  'api::trip.trip',
  'api::trip.itinerary-item',
  'api::trip.trip-destination',
  'api::trip.trip-item',
  'api::review.review',
  'api::contact.contact-message',
  'api::survey.survey',
  'api::newsletter.newsletter-subscriber',
  'api::notification.notification',
  'api::conversation.conversation',
  'api::conversation.message',
];
/** What names a record in lists and relation pickers. */
const MAIN_FIELDS: Record<string, string> = {
  'api::trip.trip': 'title',
  'api::trip.itinerary-item': 'title',
  'api::review.review': 'comment',
  'api::contact.contact-message': 'subject',
  'api::survey.survey': 'travel_style',
  'api::newsletter.newsletter-subscriber': 'email',
  'api::notification.notification': 'title',
  'api::conversation.conversation': 'title',
  'api::conversation.message': 'body',
};

/** `state` is where Strapi 5 lets us keep a status (it reserves the name): editors read "Status". */
const label = (field: string) =>
  field === 'state' ? 'Status' : field.replace(/_/g, ' ').replace(/\b\w/, (c) => c.toUpperCase());

/** Labels and help texts in the Content Manager's edit views of the catalog. */
export const seedEditorLabels = async (strapi: Core.Strapi) => {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const uid of LABELLED_CONTENT_TYPES) {
    const descriptions = DESCRIPTIONS[uid] ?? {};
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const configuration = await service.findConfiguration(contentType);
    const metadatas = configuration.metadatas as Record<
      string,
      { edit: Record<string, unknown>; list: Record<string, unknown> }
    >;
    for (const [field, meta] of Object.entries(metadatas)) {
      if (
        field in contentType.attributes &&
        !['createdAt', 'updatedAt', 'id', 'documentId'].includes(field)
      ) {
        meta.edit.label = label(field);
        meta.list.label = label(field);
      }
      if (descriptions[field]) meta.edit.description = descriptions[field];
      // The trash is handled by delete and restore, never edited by hand.
      if (field === TRASH_COLUMN) meta.edit.visible = false;
    }
    await service.updateConfiguration(contentType, {
      settings: MAIN_FIELDS[uid]
        ? { ...configuration.settings, mainField: MAIN_FIELDS[uid] }
        : configuration.settings,
      metadatas,
      layouts: configuration.layouts,
    });
  }
};
