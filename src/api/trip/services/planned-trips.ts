import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../plugins/contract/public';
import { recordIdOrNotFound } from '../../../plugins/contract/public';
import { isTrashed } from '../../../plugins/soft-delete/public';
import type { PlannedTrip, TripStore } from '../../../plugins/ai/public';
import { TRIP_NOT_FOUND } from './rules/access';
import { addDays, today } from './rules/dates';
import type { ItineraryEntry } from './itinerary-input/itinerary-input';
import { plannerView } from '../presenters/planner-view';
import { assertUnlocked } from './rules/lock';
import { trips } from '../accessor';

/** A plan's words within the trip's own limits (those of the create body): cut, then trimmed. */
const fit = (words: string, max: number) => words.slice(0, max).trim();

/** Each planned stop, an itinerary entry naming its catalog place (linked when it still lives). */
const entriesOf = (plan: PlannedTrip): ItineraryEntry[] =>
  plan.days.flatMap((day) =>
    day.items.map((item, position) => ({
      day_number: day.dayNumber,
      item_order: position + 1,
      type: item.kind,
      catalog_type: item.kind,
      catalog_id: item.placeId,
      title: fit(item.title, 255) || null,
      notes: fit(item.notes, 5000) || null,
      time_slot: fit(item.timeSlot, 50) || null,
      estimated_cost: item.estimatedCost,
      latitude: null,
      longitude: null,
      location_label: null,
    })),
  );

/** Day 1's destination, then each day that moves on to another one. */
const visitsOf = (plan: PlannedTrip) =>
  plan.days
    .filter((day, index) => index === 0 || day.destinationId !== plan.days[index - 1].destinationId)
    .map((day) => ({ destinationId: day.destinationId, dayNumber: day.dayNumber }));

/** A trip whose plan the caller may change and whose itinerary is open (as every plan change asks). */
const openTripOf = async (strapi: Core.Strapi, principal: Principal, tripId: number) => {
  const { trip } = await trips(strapi).trips.changeable(principal, tripId);
  assertUnlocked(trip);
  return trip;
};

/** The AI plugin's trip store (its `tripStore` port): the trip view it reads, the plans it saves. */
export default ({ strapi }: { strapi: Core.Strapi }): TripStore => ({
  tripIdOf: (value) => recordIdOrNotFound(value, TRIP_NOT_FOUND),

  async view(principal, tripId) {
    const trip = await trips(strapi).trips.visible(principal, tripId);
    return plannerView(await trips(strapi).view.detail(trip));
  },

  async ownsLiveTrip(userId, tripId) {
    const trip = await trips(strapi).trips.byId(tripId);
    return Boolean(trip && trip.user_id === userId && !isTrashed(trip));
  },

  async assertPlannable(principal, tripId) {
    await openTripOf(strapi, principal, tripId);
  },

  /**
   * A plan put into an existing trip by its owner, an editor or an admin (CONTRACT §14): its
   * itinerary, visits and attached places are replaced by the plan's, its days and dates follow the
   * plan (the start kept when the plan names none); title, status and publication stay. One
   * change of the trip: one version, one activity row, one `trip.updated`.
   */
  async replacePlanned(principal, tripId, plan) {
    const trip = await openTripOf(strapi, principal, tripId);
    const entries = await trips(strapi).itinerary.resolve(entriesOf(plan));
    await trips(strapi).itinerary.liveDestination(plan.days[0].destinationId);
    const startDate = plan.startDate ?? trip.start_date ?? today();
    const fields = {
      no_of_days: plan.noOfDays,
      start_date: startDate,
      end_date: addDays(startDate, plan.noOfDays),
      no_of_travelers: plan.travelers,
    };
    await trips(strapi).trips.replaceItinerary(principal, trip, fields, entries, visitsOf(plan));
    return { id: trip.id };
  },

  async createPlanned(userId, plan) {
    const entries = await trips(strapi).itinerary.resolve(entriesOf(plan));
    await trips(strapi).itinerary.liveDestination(plan.days[0].destinationId);
    const startDate = plan.startDate ?? today();
    const fields = {
      user_id: userId,
      title: fit(plan.title, 255),
      description: plan.description.trim() || null,
      travel_style: plan.travelStyle ? fit(plan.travelStyle, 50) : 'cultural',
      // The words as sent, within the trip's limits: 30 interests of at most 60 characters.
      interests: plan.interests.filter((interest) => interest.length <= 60).slice(0, 30),
      no_of_travelers: plan.travelers,
      budget: plan.budget,
      no_of_days: plan.noOfDays,
      start_date: startDate,
      end_date: addDays(startDate, plan.noOfDays),
      state: 'planned',
      is_public: false,
    };
    const trip = await trips(strapi).trips.insert(fields, entries, visitsOf(plan));
    return { id: trip.id };
  },
});
