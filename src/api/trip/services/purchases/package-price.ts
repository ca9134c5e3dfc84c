/** What a trip package is made of, in catalog units (prices in major units, restaurants in cents). */
export type PackageParts = {
  flightPrices: number[];
  hotelNightPrices: number[];
  restaurantPriceCents: number[];
  budget: number;
};

/** Used when a trip names nothing priced and has no budget (legacy-behaviour §3.6). */
export const PACKAGE_FLOOR_CENTS = 150000;

/**
 * The legacy package price: Σ flights × 100 + Σ hotels' one night × 100 + Σ restaurants' cents;
 * 0 → the budget × 100; still 0 → 1,500.00; then the platform commission on top. Whole cents.
 */
export const packagePriceCents = (parts: PackageParts, commissionRate: number): number => {
  const cents = (values: number[], factor: number) =>
    values.reduce((sum, value) => sum + Math.round(Number(value) * factor), 0);
  let base =
    cents(parts.flightPrices, 100) +
    cents(parts.hotelNightPrices, 100) +
    cents(parts.restaurantPriceCents, 1);
  if (base <= 0) base = Math.round(Number(parts.budget) * 100);
  if (base <= 0) base = PACKAGE_FLOOR_CENTS;
  return Math.round(base * (1 + Math.max(0, commissionRate)));
};
