import { PACKAGE_FLOOR_CENTS, packagePriceCents } from './package-price';

describe('packagePriceCents (legacy-behaviour §3.6)', () => {
  const none = { flightPrices: [], hotelNightPrices: [], restaurantPriceCents: [], budget: 0 };

  it.each([
    [
      'flights, one hotel night and restaurants, plus 5%',
      { ...none, flightPrices: [320.5, 99], hotelNightPrices: [150], restaurantPriceCents: [2500] },
      0.05,
      Math.round((32050 + 9900 + 15000 + 2500) * 1.05),
    ],
    ['the budget when nothing is priced', { ...none, budget: 1234.56 }, 0.05, Math.round(123456 * 1.05)],
    ['the floor when there is neither', none, 0.05, Math.round(PACKAGE_FLOOR_CENTS * 1.05)],
    ['no commission', { ...none, hotelNightPrices: [80] }, 0, 8000],
    ['a negative rate as none', { ...none, hotelNightPrices: [80] }, -0.5, 8000],
  ])('prices %s', (_, parts, rate, expected) => {
    expect(packagePriceCents(parts, rate)).toBe(expected);
  });

  it('always answers whole cents', () => {
    expect(Number.isInteger(packagePriceCents({ ...none, flightPrices: [0.333] }, 0.07))).toBe(true);
  });
});
