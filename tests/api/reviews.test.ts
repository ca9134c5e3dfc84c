import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createMatrixCallers, createUser, ensureRole, tokenFor } from '../helpers/users';
import { eventsSince, lastEventId } from '../helpers/outbox';
import { outbox } from '../../src/plugins/queue/public';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('reviews of catalog records (issue 14, legacy-behaviour §3.7)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let hotel: Json;
  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const review = (who: string, body: Json, path = `/api/reviews/hotels/${hotel.id}`) =>
    call('post', path, who).send(body);
  const moderate = (id: number, action: 'approve' | 'reject' | 'restore') =>
    call('patch', `/api/admin/reviews/${id}/${action}`, 'admin');
  let mark = 0;
  const events = () => eventsSince(app.strapi, mark, 'review.');

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true', THROTTLE_CATALOG: '100000/60' } });
    await createMatrixCallers(app.strapi, 'reviews.test', tokens, ids);
    for (const name of ['third', 'fourth']) {
      const user = await createUser(app.strapi, { email: `${name}@reviews.test` });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user)];
    }
    await ensureRole(app.strapi, 'agency');
    hotel = (await app.http().get('/api/hotels?per_page=1')).body.data[0];
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the lifecycle', () => {
    let reviewId: number;

    it('takes a first review (201, pending), then a re-submission replaces it (200, pending again)', async () => {
      const first = await review('owner', { rating: 4, comment: 'Nice stay', sub_scores: { staff: 5 } });
      expect(first.status).toBe(201);
      expect(first.body.message).toBe('Review submitted successfully and is pending admin approval');
      expect(first.body.data).toMatchObject({
        user_id: ids.owner,
        reviewable_type: 'hotel',
        reviewable_id: hotel.id,
        rating: 4,
        status: 'pending',
        sub_scores: { staff: 5 },
      });
      reviewId = first.body.data.id;
      expect((await moderate(reviewId, 'approve')).status).toBe(200);
      const again = await review(
        'owner',
        { rating: 5, comment: 'Even better' },
        `/api/reviews/Hotel/${hotel.id}`,
      );
      expect([again.status, again.body.data.id, again.body.data.status]).toEqual([200, reviewId, 'pending']);
      expect(again.body.message).toBe('Review updated successfully and is pending admin approval');
    });

    it('shows a pending review to its author only', async () => {
      const mine = (await call('get', `/api/reviews/hotel/${hotel.id}`, 'owner')).body.data;
      expect(mine.user_review).toMatchObject({ id: reviewId, status: 'pending', is_pending: true });
      expect(mine.reviews.map((r: Json) => r.id)).toEqual([reviewId]);
      for (const who of ['other', undefined]) {
        const theirs = (await call('get', `/api/reviews/hotel/${hotel.id}`, who)).body.data;
        expect(theirs.reviews).toEqual([]);
        expect(theirs.user_review).toBeNull();
        expect(theirs.summary.total_reviews).toBe(0);
      }
    });

    it('publishes on approval, tells the author once, and feeds the catalog and the stats', async () => {
      const before = (await app.http().get('/api/stats/summary')).body.data.reviews;
      const cached = (await app.http().get(`/api/hotels/${hotel.id}`)).body.data;
      expect(cached.reviews_count).toBe(0);
      mark = await lastEventId(app.strapi);
      expect((await moderate(reviewId, 'approve')).body.data.status).toBe('approved');
      expect((await moderate(reviewId, 'approve')).status).toBe(200);
      expect((await events()).map(([name, payload]) => [name, payload.review_id, payload.user_id])).toEqual([
        ['review.approved', reviewId, ids.owner],
      ]);
      const record = (await app.http().get(`/api/hotels/${hotel.id}`)).body.data;
      expect([record.reviews_count, record.reviews_rating]).toEqual([1, 5]);
      const listed = (await app.http().get(`/api/hotels?per_page=100`)).body.data.find(
        (h: Json) => h.id === hotel.id,
      );
      expect(listed.reviews_count).toBe(1);
      expect(Number((await app.http().get('/api/stats/summary')).body.data.reviews)).toBe(Number(before) + 1);
      const publicView = (await app.http().get(`/api/hotels/${hotel.id}/reviews`)).body.data;
      expect(publicView.reviews[0]).toMatchObject({
        id: reviewId,
        rating: 5,
        is_pending: false,
        time_ago: 'just now',
      });
      expect(
        (await app.http().get(`/api/v1/hotels/${hotel.id}/reviews`)).body.data.summary.total_reviews,
      ).toBe(1);
    });

    it('tells the author of a rejection, and hides the review again', async () => {
      mark = await lastEventId(app.strapi);
      await moderate(reviewId, 'reject');
      expect((await events()).map(([name]) => name)).toEqual(['review.rejected']);
      expect((await app.http().get(`/api/reviews/hotel/${hotel.id}`)).body.data.summary.total_reviews).toBe(
        0,
      );
      await moderate(reviewId, 'approve');
    });

    it('tells the author once when twenty moderators approve at the same moment (issue 20 item 7)', async () => {
      const fresh = await review('third', { rating: 3, comment: 'Fine' });
      expect(fresh.status).toBe(201);
      mark = await lastEventId(app.strapi);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => moderate(fresh.body.data.id, 'approve')),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      expect((await events()).map(([name, payload]) => [name, payload.review_id])).toEqual([
        ['review.approved', fresh.body.data.id],
      ]);
      expect(await outbox(app.strapi).idle(15000)).toBe(true);
      const told = await app.strapi.db
        .query('api::notification.notification')
        .findMany({ where: { user_id: ids.third, type: 'review_approved' } });
      expect(told).toHaveLength(1);
      const mails = (await eventsSince(app.strapi, mark, 'notifications.mail_due')).filter(
        ([, payload]) => payload.notification_id === told[0].id,
      );
      expect(mails).toHaveLength(1);
    });
  });

  describe('the summary', () => {
    it('averages approved reviews with percentages adding up to 100', async () => {
      const restaurant = (await app.http().get('/api/restaurants?per_page=1')).body.data[0];
      const path = `/api/reviews/restaurants/${restaurant.id}`;
      for (const [who, rating] of [
        ['owner', 5],
        ['other', 4],
        ['third', 3],
        ['fourth', 1],
      ] as const) {
        const res = await review(who, { rating }, path);
        await moderate(res.body.data.id, who === 'fourth' ? 'reject' : 'approve');
      }
      const { summary, reviews } = (await app.http().get(path)).body.data;
      expect(summary).toMatchObject({
        rating: 4,
        total_reviews: 3,
        distribution: {
          '5': { count: 1, percentage: 34 },
          '4': { count: 1, percentage: 33 },
          '3': { count: 1, percentage: 33 },
          '1': { count: 0, percentage: 0 },
        },
      });
      expect(reviews).toHaveLength(3);
      const paged = await app.http().get(`${path}?per_page=2&page=2`);
      expect(paged.headers['x-total-count']).toBe('3');
      expect(paged.body.data.reviews).toHaveLength(1);
      expect(paged.body.meta.pagination).toMatchObject({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    });
  });

  describe('deleting', () => {
    it('lets the author delete (soft) and a re-submission bring it back, refuses others', async () => {
      const attraction = (await app.http().get('/api/attractions?per_page=1')).body.data[0];
      const path = `/api/reviews/attraction/${attraction.id}`;
      const mine = (await review('third', { rating: 2 }, path)).body.data;
      expect((await call('delete', `/api/reviews/${mine.id}`, 'other')).status).toBe(404);
      await moderate(mine.id, 'approve');
      const refused = await call('delete', `/api/reviews/${mine.id}`, 'other');
      expect([refused.status, refused.body.error.type]).toEqual([403, 'forbidden']);
      expect((await call('delete', `/api/reviews/${mine.id}`, 'third')).status).toBe(200);
      expect((await call('delete', `/api/reviews/${mine.id}`, 'third')).status).toBe(404);
      const row = await app.strapi.db.query('api::review.review').findOne({ where: { id: mine.id } });
      expect(row.deleted_at).not.toBeNull();
      expect((await app.http().get(path)).body.data.summary.total_reviews).toBe(0);
      const back = await review('third', { rating: 3 }, path);
      expect([back.status, back.body.data.id, back.body.data.status]).toEqual([201, mine.id, 'pending']);
    });

    it('lets a moderator trash and restore any review', async () => {
      const { body } = await review(
        'fourth',
        { rating: 2 },
        `/api/reviews/flights/${(await app.http().get('/api/flights?per_page=1')).body.data[0].id}`,
      );
      expect((await call('delete', `/api/admin/reviews/${body.data.id}`, 'admin')).status).toBe(200);
      const trashed = await call('get', '/api/admin/reviews?trashed=only', 'admin');
      expect(trashed.body.data.map((r: Json) => r.id)).toContain(body.data.id);
      expect((await moderate(body.data.id, 'restore')).body.data.deleted_at).toBeNull();
      expect((await moderate(body.data.id, 'restore')).status).toBe(404);
    });
  });

  describe('who and what', () => {
    it.each([
      ['/api/reviews/hotel/999999', 404],
      ['/api/reviews/spaceships/1', 404],
      [`/api/reviews/hotel/abc`, 404],
    ])('answers %s with %i', async (path, status) => {
      expect((await review('owner', { rating: 3 }, path)).status).toBe(status);
      expect((await app.http().get(path)).status).toBe(status);
    });

    it.each([
      [{}, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 2.5 }, 'rating'],
      [{ rating: 'x' }, 'rating'],
      [{ rating: 3, comment: 'x'.repeat(1001) }, 'comment'],
      [{ rating: 3, sub_scores: { staff: 9 } }, 'sub_scores.staff'],
      [{ rating: 3, sub_scores: 'great' }, 'sub_scores'],
    ])('refuses %j with 422 on %s', async (body, field) => {
      const res = await review('other', body);
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: Json) => e.field)).toContain(field);
    });

    it('makes one review of concurrent first submissions', async () => {
      const destination = (await app.http().get('/api/destinations?per_page=1')).body.data[0];
      const path = `/api/reviews/destinations/${destination.id}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => review('fourth', { rating: 4 }, path)),
      );
      expect(answers.every((res) => [200, 201].includes(res.status))).toBe(true);
      const rows = await app.strapi.db.query('api::review.review').findMany({
        where: { user_id: ids.fourth, reviewable_type: 'destination', reviewable_id: destination.id },
      });
      expect(rows).toHaveLength(1);
    });

    it.each([
      ['anonymous', undefined, 401],
      ['unverified', 'unverified', 403],
    ])('refuses %s writers', async (_name, who, status) => {
      expect((await review(who as string, { rating: 3 })).status).toBe(status);
      expect((await call('get', '/api/me/reviews', who)).status).toBe(status);
    });

    it('keeps moderation to holders of manage reviews', async () => {
      for (const [method, path] of [
        ['get', '/api/admin/reviews'],
        ['patch', '/api/admin/reviews/1/approve'],
        ['delete', '/api/admin/reviews/1'],
      ] as const)
        expect((await call(method, path, 'owner')).status).toBe(403);
      const listed = await call(
        'get',
        '/api/admin/reviews?status=approved&reviewable_type=restaurant',
        'admin',
      );
      expect(listed.body.data.length).toBe(3);
      expect(listed.body.data[0].user).toMatchObject({ id: expect.any(Number) });
      expect((await call('get', '/api/admin/reviews?status=great', 'admin')).status).toBe(422);
    });

    it("lists the caller's reviews on both paths", async () => {
      const a = await call('get', '/api/me/reviews', 'owner');
      const b = await call('get', '/api/reviews/my?per_page=1', 'owner');
      expect(a.body.data.length).toBe(2);
      expect(b.headers['x-total-count']).toBe('2');
    });
  });

  describe('the legacy review form: PUT /admin/reviews/{id} {status} (CONTRACT §10)', () => {
    let place: Json;
    let reviewId: number;
    const put = (id: number | string, body?: unknown, who = 'admin') => {
      const req = call('put', `/api/admin/reviews/${id}`, who);
      return body === undefined ? req : req.send(body as object);
    };
    const told = (type: string) =>
      app.strapi.db.query('api::notification.notification').count({ where: { user_id: ids.fourth, type } });
    const publicTotal = async () =>
      (await app.http().get(`/api/hotels/${place.id}/reviews`)).body.data.summary.total_reviews;

    beforeAll(async () => {
      place = (await app.http().get('/api/hotels?per_page=2')).body.data[1];
      const res = await review('fourth', { rating: 2, comment: 'Noisy' }, `/api/reviews/hotels/${place.id}`);
      expect(res.status).toBe(201);
      reviewId = res.body.data.id;
    });

    it('approves as the approve route does: the same answer, the author told once, the listing updated', async () => {
      mark = await lastEventId(app.strapi);
      const before = await told('review_approved');
      const res = await put(reviewId, { status: 'approved' });
      expect([res.status, res.body.message, res.body.data.status]).toEqual([
        200,
        'Review approved successfully',
        'approved',
      ]);
      const viaPatch = await moderate(reviewId, 'approve');
      expect({ ...res.body, data: { ...res.body.data, updated_at: null } }).toEqual({
        ...viaPatch.body,
        data: { ...viaPatch.body.data, updated_at: null },
      });
      expect((await put(reviewId, { status: 'approved' })).status).toBe(200);
      expect((await events()).map(([name, payload]) => [name, payload.review_id, payload.user_id])).toEqual([
        ['review.approved', reviewId, ids.fourth],
      ]);
      expect(await outbox(app.strapi).idle(15000)).toBe(true);
      expect(await told('review_approved')).toBe(before + 1);
      expect(await publicTotal()).toBe(1);
      expect((await app.http().get(`/api/hotels/${place.id}`)).body.data.reviews_count).toBe(1);
    });

    it('rejects as the reject route does: the author told once, the review hidden again', async () => {
      mark = await lastEventId(app.strapi);
      // The author had a review rejected before (the summary's): count this one.
      const before = await told('review_rejected');
      const res = await put(reviewId, { status: 'rejected' });
      expect([res.status, res.body.message, res.body.data.status]).toEqual([
        200,
        'Review rejected successfully',
        'rejected',
      ]);
      expect((await put(reviewId, { status: 'rejected' })).status).toBe(200);
      expect((await events()).map(([name]) => name)).toEqual(['review.rejected']);
      expect(await outbox(app.strapi).idle(15000)).toBe(true);
      expect(await told('review_rejected')).toBe(before + 1);
      expect(await publicTotal()).toBe(0);
      expect((await app.http().get(`/api/hotels/${place.id}`)).body.data.reviews_count).toBe(0);
    });

    it.each([
      ['pending', { status: 'pending' }],
      ['an unknown status', { status: 'published' }],
      ['a status of another type', { status: 1 }],
      ['a null status', { status: null }],
      ['no status', { rating: 5 }],
      ['no body', undefined],
    ])('refuses %s with 422 on status and changes nothing', async (_name, body) => {
      mark = await lastEventId(app.strapi);
      const res = await put(reviewId, body);
      expect([res.status, res.body.error.type]).toEqual([422, 'validation_error']);
      expect(res.body.error.validation_errors.map((e: Json) => e.field)).toEqual(['status']);
      const row = await app.strapi.db.query('api::review.review').findOne({ where: { id: reviewId } });
      expect(row.state).toBe('rejected');
      expect(await events()).toEqual([]);
    });

    it('answers 404 for an unknown or trashed review, and keeps it to holders of manage reviews', async () => {
      expect((await put(2 ** 31 - 1, { status: 'approved' })).status).toBe(404);
      expect((await put('abc', { status: 'approved' })).status).toBe(404);
      const gone = await review('other', { rating: 4 }, `/api/reviews/hotels/${place.id}`);
      expect((await call('delete', `/api/admin/reviews/${gone.body.data.id}`, 'admin')).status).toBe(200);
      expect((await put(gone.body.data.id, { status: 'approved' })).status).toBe(404);

      const refused = await put(reviewId, { status: 'approved' }, 'owner');
      expect([refused.status, refused.body.error.type]).toEqual([403, 'forbidden']);
      expect(
        (await app.http().put(`/api/admin/reviews/${reviewId}`).send({ status: 'approved' })).status,
      ).toBe(401);
      const row = await app.strapi.db.query('api::review.review').findOne({ where: { id: reviewId } });
      expect(row.state).toBe('rejected');
    });
  });
});
