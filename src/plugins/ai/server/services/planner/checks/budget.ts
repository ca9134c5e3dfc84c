import { minimumCost, roomsFor, roundMoney } from '../budget';
import type { PlanDay } from '../../../presenters/plan-days';
import type { Violation } from '../types';
import type { Check, CheckInput } from './context';
import { placeOf } from './context';

/**
 * What each item costs the party by the catalog: a room per two travellers for the night (the
 * day's last item, its hotel), nothing for leaving the hotel in the morning, each sight and meal
 * per person. Null for an item the catalog does not have (real_places says so).
 */
const costsOf = (day: PlanDay, { catalog, request }: CheckInput) =>
  day.items.map((item, index) => {
    const place = placeOf(catalog, item);
    if (!place) return null;
    if (item.itemable_type !== 'hotel') return roundMoney(place.price * request.travelers);
    return index === day.items.length - 1 ? roundMoney(place.price * roomsFor(request.travelers)) : 0;
  });

/**
 * Each item's cost and the stated total add up from catalog prices, and the total stays within the
 * request's budget — unless no plan could, and the plan says so.
 */
export const withinBudget: Check = (plan, input) => {
  const violations: Violation[] = [];
  let recomputed = 0;
  for (const day of plan.days)
    costsOf(day, input).forEach((cost, index) => {
      const item = day.items[index];
      if (cost === null) return;
      recomputed += cost;
      if (Math.abs(cost - item.estimated_cost) > 0.011)
        violations.push({
          code: 'cost_mismatch',
          day: day.day_number,
          placeId: item.itemable_id,
          message: `Day ${day.day_number}: ${item.title} costs the party ${cost}, not ${item.estimated_cost}.`,
        });
    });
  recomputed = roundMoney(recomputed);
  if (Math.abs(recomputed - plan.estimated_budget) > 0.011)
    violations.push({
      code: 'cost_mismatch',
      message: `estimated_budget ${plan.estimated_budget} but the catalog prices add up to ${recomputed}.`,
    });
  const { request, catalog } = input;
  if (request.budget !== null && recomputed > request.budget) {
    const impossible = request.budget < minimumCost(catalog, request);
    const said = plan.warnings.some((w) => w.code === 'over_budget');
    if (!(impossible && said))
      violations.push({
        code: 'over_budget',
        message: `The plan costs ${recomputed}, over the budget of ${request.budget}.`,
      });
  }
  return violations;
};
