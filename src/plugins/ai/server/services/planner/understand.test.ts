import { categoriesFor } from './interests';
import { understandWishes } from './understand';

const fields = (wishes: ReturnType<typeof understandWishes>) => wishes.warnings.map((w) => w.field);

describe("the planner's free words (CONTRACT §10)", () => {
  it("reads the legacy frontend's body", () => {
    const wishes = understandWishes({
      budget_tier: 'Luxury',
      travel_style: 'Luxury',
      travel_party: 'Couple / Romantic',
      interests: ['History & Culture', 'Food & Dining', 'Underwater Basket Weaving'],
    });
    expect(wishes).toMatchObject({
      tier: 'luxury',
      party: 'couple',
      impliedTravelers: 2,
      categories: ['fine_dining', 'historical_sites', 'museums', 'street_food'],
    });
    expect(wishes.warnings).toEqual([
      {
        code: 'preference_ignored',
        field: 'interests',
        message:
          'The interests "Underwater Basket Weaving" match no category of our catalog; they were ignored.',
      },
    ]);
  });

  it.each([
    ['budget', 'low'],
    ['ECONOMY', 'low'],
    ['Backpacker', 'low'],
    ['moderate', 'medium'],
    ['Mid-Range', 'medium'],
    ['mid range', 'medium'],
    ['Standard', 'medium'],
    ['comfort', 'high'],
    ['Premium', 'high'],
    ['luxury', 'luxury'],
    ['Deluxe', 'luxury'],
    ['High-end', 'luxury'],
    ['5-star', 'luxury'],
    ['$$', 'medium'],
    ['  low  ', 'low'],
  ])('maps the tier %j to %s', (word, tier) => {
    const wishes = understandWishes({ budget_tier: word });
    expect(wishes.tier).toBe(tier);
    expect(wishes.warnings).toEqual([]);
  });

  it('ignores, with a warning, what matches nothing or names two tiers', () => {
    for (const word of ['whatever fits', 'Budget to Luxury', '€€€', 'x'.repeat(5000)]) {
      const wishes = understandWishes({ budget_tier: word });
      expect(wishes.tier).toBeNull();
      expect(fields(wishes)).toEqual(['budget_tier']);
      expect(wishes.warnings[0].message.length).toBeLessThan(200);
    }
    const all = understandWishes({
      travel_party: 'Astronauts',
      travel_style: 'Slow travel',
      interests: ['Relaxation & Wellness', 'history'],
    });
    expect(fields(all)).toEqual(['travel_party', 'travel_style', 'interests']);
    expect(all.warnings[2].message).toContain('"Relaxation", "Wellness"');
    expect(all).toMatchObject({ party: null, categories: ['historical_sites'], impliedTravelers: null });
  });

  it('reads a tier, a party or interests from the travel style; the explicit fields win', () => {
    expect(understandWishes({ travel_style: 'luxury' })).toMatchObject({ tier: 'luxury', categories: [] });
    expect(understandWishes({ travel_style: 'Budget', budget_tier: 'Luxury' }).tier).toBe('luxury');
    expect(understandWishes({ travel_style: 'Family adventure' })).toMatchObject({
      party: 'family',
      categories: ['family_friendly', 'nature_parks'],
    });
    expect(understandWishes({ travel_style: 'Solo', travel_party: 'business' })).toMatchObject({
      party: 'business',
      impliedTravelers: null,
    });
    expect(understandWishes({ travel_party: 'SOLO traveller' }).impliedTravelers).toBe(1);
  });

  it('maps interests by their words, longest phrase first', () => {
    expect([...categoriesFor(['street food'])]).toEqual(['street_food']);
    expect([...categoriesFor(['Nature and Parks', 'art/museums'])].sort()).toEqual([
      'museums',
      'nature_parks',
    ]);
    expect([...categoriesFor(['Beaches', 'MUSÉES', 'skiing'])]).toEqual(['nature_parks']);
  });
});
