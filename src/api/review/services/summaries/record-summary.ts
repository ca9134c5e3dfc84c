import { SUB_SCORES } from '../../content-types/rows';

type Rated = { rating: number; sub_scores?: Record<string, number> | null };

/**
 * Whole-number percentages that add up to exactly 100 (largest remainder: each count's share
 * rounded down, the points left given to the largest fractions, ties to the higher star).
 */
export const distribution = (counts: Record<number, number>) => {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const stars = [5, 4, 3, 2, 1];
  if (total === 0)
    return Object.fromEntries(stars.map((star) => [String(star), { count: 0, percentage: 0 }]));
  const exact = stars.map((star) => ({ star, share: ((counts[star] ?? 0) * 100) / total }));
  const floors = new Map(exact.map(({ star, share }) => [star, Math.floor(share)]));
  let left = 100 - [...floors.values()].reduce((sum, value) => sum + value, 0);
  for (const { star } of [...exact].sort(
    (a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)) || b.star - a.star,
  )) {
    if (left === 0) break;
    floors.set(star, floors.get(star)! + 1);
    left -= 1;
  }
  return Object.fromEntries(
    stars.map((star) => [String(star), { count: counts[star] ?? 0, percentage: floors.get(star)! }]),
  );
};

const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;

/** The summary of approved reviews: average, count, distribution, and sub-score averages (null when none gave one). */
export const summarise = (reviews: Rated[]) => {
  const counts: Record<number, number> = {};
  for (const review of reviews) counts[review.rating] = (counts[review.rating] ?? 0) + 1;
  return {
    rating: average(reviews.map((review) => review.rating)) ?? 0,
    total_reviews: reviews.length,
    distribution: distribution(counts),
    sub_scores: Object.fromEntries(
      SUB_SCORES.map((name) => [
        name,
        average(
          reviews
            .map((review) => review.sub_scores?.[name])
            .filter((value): value is number => typeof value === 'number'),
        ),
      ]),
    ),
  };
};
