import { seedCatalog, sliceFor } from '../../eval/seed-catalog';
import { minimumCost } from './budget';
import { checkPlan, checkPlanByConstraint, type CheckedPlan } from './constraints';
import { estimatedBudget, presentDays } from '../../presenters/plan-days';
import { DAY_END } from './schedule';
import { solvePlan } from './solve';
import type { Catalog, PlanRequest } from './types';

const settings = { averageSpeedKmh: 25 };
const all = seedCatalog();
const request = (fields: Partial<PlanRequest>): PlanRequest => ({
  days: 3,
  travelers: 2,
  budget: null,
  tier: null,
  interests: [],
  startDate: '2027-05-01',
  ...fields,
});
const deliver = (catalog: Catalog, req: PlanRequest): CheckedPlan => {
  const plan = solvePlan(catalog, req, settings);
  const days = presentDays(plan, req);
  return { days, estimated_budget: estimatedBudget(days), warnings: plan.warnings };
};

describe('the builtin planner and the constraint checker', () => {
  it.each(all.destinations.map((d) => [d.name, d.id]))(
    'plans %s for 1 to 6 days without a violation',
    (_name, id) => {
      const catalog = sliceFor(all, [id as number]);
      for (const days of [1, 2, 4, 6]) {
        const req = request({ days, interests: ['history', 'food'] });
        const plan = deliver(catalog, req);
        expect(checkPlan(plan, { catalog: catalog, request: req, settings })).toEqual([]);
        expect(plan.days).toHaveLength(days);
        for (const day of plan.days) {
          expect(day.items[0]).toMatchObject({ type: 'HOTEL', estimated_cost: 0 });
          expect(day.items[0].travel_from_previous).toEqual({ distance_km: 0, duration_minutes: 0 });
          expect(day.items.at(-1)).toMatchObject({ type: 'HOTEL', itemable_id: day.items[0].itemable_id });
          expect(day.items.filter((item) => item.meal).length).toBeGreaterThanOrEqual(1);
        }
      }
    },
  );

  it('brings every day back to its hotel by 23:30 and spreads sights over the days', () => {
    for (const destination of all.destinations) {
      const catalog = sliceFor(all, [destination.id]);
      const plan = solvePlan(catalog, request({ days: 5, interests: ['nature'] }), settings);
      for (const day of plan.days) expect(day.returns).toBeLessThanOrEqual(DAY_END);
      const sights = plan.days.map((day) => day.stops.filter((stop) => !stop.meal).length);
      // Eight sights a city over five days: none of them left without one, none with more than three.
      expect(Math.min(...sights)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...sights)).toBeLessThanOrEqual(3);
    }
  });

  it('prefers the sights that match the interests', () => {
    const paris = sliceFor(all, [all.destinations.find((d) => d.name === 'Paris')!.id]);
    const plan = deliver(paris, request({ days: 1, interests: ['museums'] }));
    const sights = plan.days[0].items.filter((item) => item.type === 'ATTRACTION');
    const museumIds = new Set(paris.attractions.filter((a) => a.category === 'museums').map((a) => a.id));
    expect(sights.filter((item) => museumIds.has(item.itemable_id)).length).toBeGreaterThanOrEqual(2);
  });

  it('gives way to a tight budget, and says so when no plan fits', () => {
    const rome = sliceFor(all, [all.destinations.find((d) => d.name === 'Rome')!.id]);
    const free = deliver(rome, request({ days: 4 }));
    const floor = minimumCost(rome, request({ days: 4 }));
    for (const budget of [free.estimated_budget * 0.8, free.estimated_budget * 0.5, floor * 1.01, floor]) {
      const req = request({ days: 4, budget });
      const plan = deliver(rome, req);
      expect(plan.estimated_budget).toBeLessThanOrEqual(budget);
      expect(checkPlan(plan, { catalog: rome, request: req, settings })).toEqual([]);
    }
    const impossible = request({ days: 4, budget: floor - 1 });
    const plan = deliver(rome, impossible);
    expect(plan.warnings.map((w) => w.code)).toContain('over_budget');
    expect(checkPlan(plan, { catalog: rome, request: impossible, settings })).toEqual([]);
  });

  it('spreads a long trip over a country without repeating a sight', () => {
    const egypt = sliceFor(
      all,
      all.destinations.filter((d) => ['Cairo', 'Luxor'].some((n) => d.name.startsWith(n))).map((d) => d.id),
    );
    const req = request({ days: 8 });
    const plan = deliver(egypt, req);
    expect(checkPlan(plan, { catalog: egypt, request: req, settings })).toEqual([]);
    expect(new Set(plan.days.map((d) => d.destination.id)).size).toBe(egypt.destinations.length);
  });

  describe('the checker catches each broken rule', () => {
    const catalog = sliceFor(all, [1]);
    const req = request({ days: 2 });
    const fresh = () => JSON.parse(JSON.stringify(deliver(catalog, req))) as CheckedPlan;
    const failing = (plan: CheckedPlan, r = req) =>
      Object.entries(checkPlanByConstraint(plan, { catalog, request: r, settings }))
        .filter(([, violations]) => violations.length > 0)
        .map(([name]) => name);

    it.each([
      ['real_places', (p: CheckedPlan) => void (p.days[0].items[0].itemable_id = 999_999)],
      ['real_places', (p: CheckedPlan) => void (p.days[0].items[0].latitude += 0.5)],
      ['day_count', (p: CheckedPlan) => void p.days.pop()],
      [
        'no_repeated_attraction',
        (p: CheckedPlan) =>
          void p.days[1].items.unshift({
            ...p.days[0].items.find((i) => i.type === 'ATTRACTION')!,
            start_time: '08:00',
            end_time: '08:30',
            travel_from_previous: { distance_km: 0, duration_minutes: 0 },
          }),
      ],
      ['real_places', (p: CheckedPlan) => void (p.days[0].items[1].price += 1)],
      ['hotel_at_both_ends', (p: CheckedPlan) => void p.days[1].items.pop()],
      ['hotel_at_both_ends', (p: CheckedPlan) => void p.days[1].items.shift()],
      [
        'hotel_at_both_ends',
        (p: CheckedPlan) => {
          const start = p.days[0].items[0];
          start.itemable_id = catalog.hotels.find((hotel) => hotel.id !== start.itemable_id)!.id;
        },
      ],
      ['hotel_at_both_ends', (p: CheckedPlan) => void (p.days[0].destination.id = 999_999)],
      ['times_increasing', (p: CheckedPlan) => void p.days[0].items.reverse()],
      [
        // A plan that claims a shorter way and starts the next stop accordingly: the leg is recomputed.
        'times_increasing',
        (p: CheckedPlan) => {
          const [hotel, first] = p.days[0].items;
          first.start_time = hotel.start_time;
          first.travel_from_previous = { distance_km: 0, duration_minutes: 0 };
        },
      ],
      ['times_increasing', (p: CheckedPlan) => void (p.days[0].items[1].end_time = '23:59')],
      ['travel_times', (p: CheckedPlan) => void (p.days[0].items[1].travel_from_previous.distance_km += 1)],
      [
        'travel_times',
        (p: CheckedPlan) => void (p.days[0].items[1].travel_from_previous.duration_minutes += 5),
      ],
      [
        'travel_times',
        (p: CheckedPlan) => void (p.days[0].items[0].travel_from_previous.duration_minutes = 3),
      ],
      ['travel_times', (p: CheckedPlan) => void (p.days[0].total_distance_km -= 1)],
      ['day_bounds', (p: CheckedPlan) => void (p.days[0].items[0].start_time = '07:30')],
      ['day_bounds', (p: CheckedPlan) => void (p.days[0].items.at(-1)!.start_time = '23:45')],
      [
        'budget',
        (p: CheckedPlan) => void (p.days[0].items[0].estimated_cost = p.days[0].items.at(-1)!.estimated_cost),
      ],
    ])('%s', (name, breakIt) => {
      const plan = fresh();
      expect(failing(plan)).toEqual([]);
      breakIt(plan);
      expect(failing(plan)).toContain(name);
    });

    it('opening_hours', () => {
      const plan = fresh();
      const sight = plan.days[0].items.find((i) => i.type === 'ATTRACTION')!;
      sight.start_time = '03:00';
      expect(failing(plan)).toContain('opening_hours');
    });

    it('meal_windows: a meal outside its window, two lunches, a restaurant that is no meal', () => {
      const late = fresh();
      const lunch = late.days[0].items.find((i) => i.meal === 'lunch')!;
      lunch.start_time = '15:00';
      expect(failing(late)).toContain('meal_windows');
      const twice = fresh();
      twice.days[0].items.find((i) => i.meal === 'dinner')!.meal = 'lunch';
      expect(failing(twice)).toContain('meal_windows');
      const none = fresh();
      none.days[0].items.find((i) => i.meal === 'dinner')!.meal = null;
      expect(failing(none)).toContain('meal_windows');
    });

    it('restaurant_once_a_day', () => {
      const plan = fresh();
      const meals = plan.days[0].items.filter((i) => i.type === 'RESTAURANT');
      meals[1].itemable_id = meals[0].itemable_id;
      expect(failing(plan)).toContain('restaurant_once_a_day');
    });

    it('budget: a stated total that does not add up, or a plan over a budget it could meet', () => {
      const plan = fresh();
      plan.estimated_budget -= 10;
      expect(failing(plan)).toContain('budget');
      const honest = fresh();
      expect(failing(honest, { ...req, budget: honest.estimated_budget - 1 })).toContain('budget');
    });
  });
});
