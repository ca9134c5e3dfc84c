import type { TestApp } from './strapi';

/**
 * The member with `memberToken` joins the trip with `role` through a share link the owner makes
 * (the invitation's own path is tested with its mail in tests/api/trips-together.test.ts).
 */
export const joinedBy = async (
  app: TestApp,
  ownerToken: string,
  tripId: number,
  memberToken: string,
  role: 'editor' | 'viewer',
) => {
  const link = await app
    .http()
    .post(`/api/trips/${tripId}/share-links`)
    .set('Authorization', `Bearer ${ownerToken}`)
    .send({ role });
  if (link.status !== 201) throw new Error(`share link: ${link.status} ${JSON.stringify(link.body)}`);
  const secret = String(link.body.data.url).split('/').pop();
  const joined = await app
    .http()
    .post(`/api/trip-share/${secret}/join`)
    .set('Authorization', `Bearer ${memberToken}`);
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  return joined.body.data as { id: number; role: string; version: number };
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `call(who, method, path)`: a request as one of the test's people, by the name of their token. */
export const callerOf =
  (app: () => TestApp, tokens: Record<string, string>) => (who: string, method: Method, path: string) =>
    app().http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
