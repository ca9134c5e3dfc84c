import { distribution, summarise } from './record-summary';

describe('review summaries', () => {
  it.each([
    [{ 5: 1, 4: 1, 3: 1 }],
    [{ 5: 2, 4: 1 }],
    [{ 5: 1, 4: 1, 3: 1, 2: 1, 1: 3 }],
    [{ 1: 7 }],
    [{ 5: 333, 4: 333, 3: 334 }],
  ])('gives percentages that add up to 100 for %j', (counts) => {
    const shares = Object.values(distribution(counts)).map((entry) => entry.percentage);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    for (const [star, entry] of Object.entries(distribution(counts))) {
      const exact = ((counts as Record<string, number>)[star] ?? 0) * 100;
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(Math.abs(entry.percentage - exact / total)).toBeLessThan(1);
    }
  });

  it('splits three equal shares 34/33/33, the extra point to the higher star', () => {
    expect(distribution({ 5: 1, 4: 1, 3: 1 })).toMatchObject({
      '5': { count: 1, percentage: 34 },
      '4': { count: 1, percentage: 33 },
      '3': { count: 1, percentage: 33 },
      '2': { count: 0, percentage: 0 },
    });
  });

  it('answers zeros for no reviews', () => {
    expect(summarise([])).toMatchObject({ rating: 0, total_reviews: 0, sub_scores: { staff: null } });
    expect(Object.values(distribution({})).every((entry) => entry.percentage === 0)).toBe(true);
  });

  it('averages ratings and the sub-scores given', () => {
    const summary = summarise([
      { rating: 5, sub_scores: { staff: 4, location: 5 } },
      { rating: 4, sub_scores: { staff: 3 } },
      { rating: 2 },
    ]);
    expect(summary).toMatchObject({
      rating: 3.7,
      total_reviews: 3,
      sub_scores: { staff: 3.5, location: 5, cleanliness: null },
    });
  });
});
