import type { Catalog, Plan, PlanRequest } from './types';

/** Two travellers share a room. */
export const roomsFor = (travelers: number) => Math.max(1, Math.ceil(travelers / 2));

export const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** What a plan costs the party: a room each night per two travellers, each sight and meal per person. */
export const planCost = (plan: Plan, request: PlanRequest): number => {
  let total = 0;
  for (const day of plan.days) {
    total += day.hotel.price * roomsFor(request.travelers);
    for (const stop of day.stops) total += stop.place.price * request.travelers;
  }
  return roundMoney(total);
};

/**
 * The least any valid plan can cost: every night needs a hotel, so nights × rooms × the cheapest
 * hotel of the catalog slice (sights and meals can be free or skipped).
 */
export const minimumCost = (catalog: Catalog, request: PlanRequest): number => {
  const cheapest = Math.min(...catalog.hotels.map((hotel) => hotel.price));
  return Number.isFinite(cheapest) ? roundMoney(cheapest * roomsFor(request.travelers) * request.days) : 0;
};
