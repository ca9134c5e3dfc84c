import type { Core } from '@strapi/strapi';
import { type AiApp, startAiApp } from '../helpers/ai-app';
import { quotaOf } from '../helpers/quota';
import { tableOf } from '../../src/plugins/platform/public';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Runs `work` while the table of `uid` is out of reach (renamed away), as during a database fault. */
const withTableGone = async <T>(strapi: Core.Strapi, uid: string, work: () => Promise<T>): Promise<T> => {
  const table = tableOf(strapi, uid);
  const knex = strapi.db.connection;
  await knex.schema.renameTable(table, `${table}_away`);
  try {
    return await work();
  } finally {
    await knex.schema.renameTable(`${table}_away`, table);
  }
};

/** Issue 21 item 4: only the failures a place expects are answered as such; anything else is a 500. */
describe('the AI planner does not swallow errors', () => {
  let ai: AiApp;
  beforeAll(async () => {
    ai = await startAiApp('ai.errors.test');
  });
  afterAll(async () => {
    await ai?.app.close();
  });

  it('answers a database fault while reading the catalog with 500, not 422 "invalid id"', async () => {
    const res = await withTableGone(ai.app.strapi, 'api::destination.destination', () =>
      ai.plan({ destination_id: ai.paris.id, no_of_days: 2, save: false }),
    );
    expect([res.status, res.body.error.type]).toEqual([500, 'server_error']);
    expect(res.body.error.validation_errors).toBeUndefined();
    // A destination that does not exist is still the caller's mistake.
    const missing = await ai.plan({ destination_id: 999999, no_of_days: 2, save: false });
    expect([missing.status, missing.body.error.validation_errors[0].field]).toEqual([422, 'destination_id']);
  });

  it('answers a plan that cannot be saved with 500, never 200 saved: false; the same request saves it later', async () => {
    const body: Json = { destination_id: ai.paris.id, no_of_days: 2 };
    const trips = () => ai.app.strapi.db.query('api::trip.trip').count({ where: { user_id: ai.ids.owner } });
    const before = await trips();
    const failed = await withTableGone(ai.app.strapi, 'api::trip.itinerary-item', () => ai.plan(body));
    expect([failed.status, failed.body.error.type]).toEqual([500, 'server_error']);
    expect(await trips()).toBe(before); // no half-saved trip
    const used = (await quotaOf(ai.app.strapi, { id: ai.ids.owner })).used;
    const again = await ai.plan(body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ saved: true, cached: true });
    expect(typeof again.body.data.trip_id).toBe('number');
    // Answered from the cache: the plan made before is saved now, at no further cost.
    expect((await quotaOf(ai.app.strapi, { id: ai.ids.owner })).used).toBe(used);
  });
});
