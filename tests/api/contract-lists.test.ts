import type { Context } from 'koa';
import {
  respondWithPage,
  readPageRequest,
  QueryReader,
  parseSort,
  respond,
  contract,
} from '../../src/plugins/contract/public';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { mountTestRoutes } from '../helpers/test-routes';

type Item = { id: number; name: string; rank: number };
const ITEMS: Item[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `item-${String((i * 7) % 45).padStart(2, '0')}`,
  rank: i % 5,
}));

/** A list route built only from the contract helpers, over a fixed array. */
const listItems = (ctx: Context) => {
  const reader = new QueryReader(ctx.query);
  const page = readPageRequest(reader);
  const minRank = reader.integer('min_rank', { min: 0, max: 4 });
  reader.assertValid();
  const sort = parseSort(ctx.query.sort, { name: 'name', rank: 'rank' });
  const rows = ITEMS.filter((item) => minRank === undefined || item.rank >= minRank).sort((a, b) => {
    for (const term of sort) {
      const left = a[term.column as keyof Item];
      const right = b[term.column as keyof Item];
      if (left !== right) return (left < right ? -1 : 1) * (term.direction === 'asc' ? 1 : -1);
    }
    return 0;
  });
  respondWithPage(ctx, rows.slice(page.offset, page.offset + page.perPage), page, rows.length, {
    message: 'Items',
  });
};

let widgetVersion = 1;
let widgetReads = 0;
const readWidget = (ctx: Context) => {
  widgetReads += 1;
  respond(ctx, { version: widgetVersion, locale: ctx.query.locale ?? null });
};

describe('lists and public caching', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi({
      beforeMount: (strapi) =>
        mountTestRoutes(strapi, [
          { method: 'GET', path: '/items', access: 'public', throttle: 'catalog', handler: listItems },
          {
            method: 'GET',
            path: '/widget',
            access: 'public',
            throttle: 'catalog',
            cache: { tags: ['widget'] },
            handler: readWidget,
          },
        ]),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('pagination (CONTRACT §1.4)', () => {
    it('paginates without parameters: page 1 of 20, headers and meta', async () => {
      const res = await app.http().get('/api/__test/items');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(20);
      expect(res.body.data[0].id).toBe(1);
      // With Laravel's paginator keys beside it, which legacy clients read (CONTRACT §1.4).
      expect(res.body.meta).toEqual({
        pagination: { page: 1, per_page: 20, total: 45, total_pages: 3 },
        current_page: 1,
        per_page: 20,
        total: 45,
        last_page: 3,
        from: 1,
        to: 20,
      });
      expect(res.headers).toMatchObject({
        'x-total-count': '45',
        'x-page': '1',
        'x-per-page': '20',
        'x-total-pages': '3',
      });
      expect(res.headers.link).toBe(
        '</api/__test/items?page=1&per_page=20>; rel="first", </api/__test/items?page=2&per_page=20>; rel="next", </api/__test/items?page=3&per_page=20>; rel="last"',
      );
    });

    it('keeps the other query parameters in Link', async () => {
      const res = await app.http().get('/api/__test/items?min_rank=2&page=2&per_page=5&sort=-rank');
      expect(res.body.meta.pagination).toEqual({ page: 2, per_page: 5, total: 27, total_pages: 6 });
      expect(res.body.meta).toMatchObject({
        current_page: 2,
        per_page: 5,
        total: 27,
        last_page: 6,
        from: 6,
        to: 10,
      });
      expect(res.headers.link).toContain(
        '</api/__test/items?min_rank=2&page=1&per_page=5&sort=-rank>; rel="prev"',
      );
      expect(res.headers.link).toContain(
        '</api/__test/items?min_rank=2&page=3&per_page=5&sort=-rank>; rel="next"',
      );
    });

    it('clamps per_page above 100 to 100', async () => {
      const res = await app.http().get('/api/__test/items?per_page=500');
      expect(res.body.data).toHaveLength(45);
      expect(res.headers['x-per-page']).toBe('100');
      expect(res.body.meta.pagination.per_page).toBe(100);
    });

    it('answers a page past the last with an empty list and the headers', async () => {
      const res = await app.http().get('/api/__test/items?page=9');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.headers['x-total-count']).toBe('45');
      expect(res.headers['x-page']).toBe('9');
      expect(res.body.meta).toMatchObject({ current_page: 9, total: 45, last_page: 3, from: null, to: null });
      const last = await app.http().get('/api/__test/items?page=3');
      expect(last.body.meta).toMatchObject({ from: 41, to: 45 });
    });

    it.each([
      ['per_page=0', 'per_page'],
      ['per_page=-1', 'per_page'],
      ['per_page=1.5', 'per_page'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['min_rank=9', 'min_rank'],
      ['sort=secret', 'sort'],
    ])('answers %s with 422 on %s', async (query, field) => {
      const res = await app.http().get(`/api/__test/items?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.error.type).toBe('validation_error');
      expect(res.body.error.validation_errors.map((e: { field: string }) => e.field)).toEqual([field]);
    });

    it('sorts by whitelisted fields, descending with -, stable by id', async () => {
      const res = await app.http().get('/api/__test/items?sort=-rank,name&per_page=100');
      const rows = res.body.data as Item[];
      expect(rows[0].rank).toBe(4);
      for (let i = 1; i < rows.length; i += 1) {
        const [a, b] = [rows[i - 1], rows[i]];
        expect(a.rank > b.rank || (a.rank === b.rank && a.name <= b.name)).toBe(true);
      }
    });
  });

  describe('response cache and ETag (CONTRACT §1.5)', () => {
    const cache = () => contract(app.strapi).responseCache;

    it('serves repeat reads from the cache with a strong ETag and public caching', async () => {
      const before = widgetReads;
      const first = await app.http().get('/api/__test/widget');
      const second = await app.http().get('/api/__test/widget');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, message: 'Success', data: { version: 1, locale: null } });
      expect(second.body).toEqual(first.body);
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(first.headers['content-type']).toMatch(/application\/json/);
      expect(widgetReads - before).toBe(1);
    });

    it('answers If-None-Match with 304 and no body', async () => {
      const { headers } = await app.http().get('/api/__test/widget');
      const res = await app.http().get('/api/__test/widget').set('If-None-Match', headers.etag);
      expect(res.status).toBe(304);
      expect(res.text ?? '').toBe('');
      expect(res.headers.etag).toBe(headers.etag);
      const stale = await app.http().get('/api/__test/widget').set('If-None-Match', '"something-else"');
      expect(stale.status).toBe(200);
    });

    it('never returns the old record after an invalidation', async () => {
      const old = await app.http().get('/api/__test/widget');
      widgetVersion = 2;
      await cache().invalidate('widget');
      const fresh = await app.http().get('/api/__test/widget');
      expect(fresh.body.data.version).toBe(2);
      expect(fresh.headers.etag).not.toBe(old.headers.etag);
      const conditional = await app.http().get('/api/__test/widget').set('If-None-Match', old.headers.etag);
      expect(conditional.status).toBe(200);
    });

    it('ignores invalidations of other collections', async () => {
      await app.http().get('/api/__test/widget');
      const before = widgetReads;
      await cache().invalidate('something-else');
      await app.http().get('/api/__test/widget');
      expect(widgetReads).toBe(before);
    });

    it('keys by path, normalised query and locale', async () => {
      const before = widgetReads;
      await app.http().get('/api/__test/widget?b=1&a=2');
      await app.http().get('/api/__test/widget?a=2&b=1');
      expect(widgetReads - before).toBe(1);
      const ar = await app.http().get('/api/__test/widget?locale=ar');
      expect(ar.body.data.locale).toBe('ar');
      await app.http().get('/api/__test/widget').set('Accept-Language', 'ar-EG,ar;q=0.9');
      expect(widgetReads - before).toBe(3);
      // An unsupported language falls back to en: the entry of the plain path, cached earlier.
      await app.http().get('/api/__test/widget').set('Accept-Language', 'fr-FR');
      expect(widgetReads - before).toBe(3);
    });

    it('keeps throttle headers on cached answers', async () => {
      const res = await app.http().get('/api/__test/widget');
      expect(res.headers['x-ratelimit-limit']).toBe('100000');
      expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(100000);
    });
  });
});
