import { createTripSchema } from '../../validators';
import { itineraryFromBody } from './itinerary-input';
import { parseItemType } from './item-types';

const parse = (body: unknown) => createTripSchema.parse(body);

describe('itineraryFromBody (the legacy body forms)', () => {
  it('numbers days by position when they do not say, and items within a day', () => {
    const entries = itineraryFromBody(
      parse({
        title: 't',
        days: [{ items: [{ name: 'a' }, { title: 'b' }] }, { day_number: 5, items: [{ name: 'c' }] }],
      }),
    );
    expect(entries.map((e) => [e.day_number, e.item_order, e.title])).toEqual([
      [1, 1, 'a'],
      [1, 2, 'b'],
      [5, 1, 'c'],
    ]);
  });

  it('takes every legacy spelling of a field', () => {
    const [entry] = itineraryFromBody(
      parse({
        title: 't',
        items: [
          { type: 'Hotels', id: '7', desc: 'd', time: '09:00', price: '12.5', latitude: '1.5', longitude: 2 },
        ],
      }),
    );
    expect(entry).toMatchObject({
      catalog_type: 'hotel',
      catalog_id: 7,
      notes: 'd',
      time_slot: '09:00',
      estimated_cost: 12.5,
      latitude: 1.5,
      longitude: 2,
    });
  });

  it('prefers days[] over plan.days[] over items[], and counts flat items per day', () => {
    expect(itineraryFromBody(parse({ title: 't', days: [], items: [{ name: 'x' }] }))).toEqual([]);
    const flat = itineraryFromBody(
      parse({
        title: 't',
        items: [{ name: 'a', day_number: 2 }, { name: 'b' }, { name: 'c', day_number: 2 }],
      }),
    );
    expect(flat.map((e) => [e.day_number, e.item_order])).toEqual([
      [2, 1],
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("parseItemType (the attach route's {type})", () => {
  it.each([
    ['hotel', 'hotel'],
    ['HOTELS', 'hotel'],
    ['airport', 'flight'],
    ['Airports', 'flight'],
    ['attractions', 'attraction'],
    ['destination', 'destination'],
    ['spaceship', null],
    ['', null],
    [undefined, null],
  ])('reads %p as %p', (raw, type) => {
    expect(parseItemType(raw)).toBe(type);
  });
});
