import { bootStrapi, TestApp } from './strapi';
import { createMatrixCallers } from './users';
import { setQuota } from './quota';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A Strapi with the seeded catalog for the AI routes: the matrix callers (owner, other, admin with
 * 1000 quota units each; unverified), the AI throttle out of the way, and Paris to plan.
 */
export const startAiApp = async (emailPrefix: string) => {
  const app: TestApp = await bootStrapi({
    env: { SEED_CATALOG: 'true', THROTTLE_AI: '100000/60,1000000/86400' },
  });
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  await createMatrixCallers(app.strapi, emailPrefix, tokens, ids);
  for (const name of ['owner', 'other', 'admin']) await setQuota(app.strapi, { id: ids[name] }, 1000);
  const paris: Json = (await app.http().get('/api/destinations?search=Paris&per_page=1')).body.data[0];
  const call = (method: 'get' | 'post' | 'put', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const plan = (body: Json, who = 'owner', path = '/api/ai/plan') => call('post', path, who).send(body);
  return { app, tokens, ids, paris, call, plan };
};

export type AiApp = Awaited<ReturnType<typeof startAiApp>>;
