/** "1.2K" from 1000 up, as the legacy counter showed reviews. */
export const compactCount = (value: number) =>
  value >= 1000 ? `${(Math.floor(value / 100) / 10).toString()}K` : String(value);

/** The catalog counters of `/stats/summary`: reviews compact, the others as numbers. */
export const presentStats = (counts: {
  hotels: number;
  tours: number;
  flights: number;
  reviews: number;
}) => ({
  hotels: counts.hotels,
  tours: counts.tours,
  flights: counts.flights,
  reviews: compactCount(counts.reviews),
});
