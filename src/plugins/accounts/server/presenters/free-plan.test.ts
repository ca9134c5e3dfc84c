import { freeSubscription, nextAnniversary } from './free-plan';

const d = (iso: string) => new Date(iso);

describe('nextAnniversary', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-03-01T00:00:00Z', '2026-03-15T10:00:00.000Z'],
    ['2026-01-15T10:00:00Z', '2026-03-15T10:00:00Z', '2026-04-15T10:00:00.000Z'],
    ['2026-01-31T08:00:00Z', '2026-02-10T00:00:00Z', '2026-02-28T08:00:00.000Z'],
    ['2026-01-31T08:00:00Z', '2026-03-01T00:00:00Z', '2026-03-31T08:00:00.000Z'],
    ['2026-12-20T00:00:00Z', '2026-12-25T00:00:00Z', '2027-01-20T00:00:00.000Z'],
    ['2026-05-10T12:00:00Z', '2026-05-10T12:00:00Z', '2026-06-10T12:00:00.000Z'],
  ])('anchor %s, now %s → %s', (anchor, now, expected) => {
    expect(nextAnniversary(d(anchor), d(now)).toISOString()).toBe(expected);
  });
});

describe('freeSubscription', () => {
  it('is the Free plan with 5 units', () => {
    expect(freeSubscription(d('2026-01-15T10:00:00Z'), d('2026-02-01T00:00:00Z'), 2)).toEqual({
      plan_id: 1,
      plan_name: 'Free',
      status: 'active',
      ai_quota_total: 5,
      ai_quota_used: 2,
      ai_quota_remaining: 3,
      renews_at: '2026-02-15T10:00:00.000Z',
    });
  });
});
