import type { TestApp } from './strapi';

/**
 * Requests as one of a test file's named callers (`null`: anonymous). The tokens are filled in the
 * file's beforeAll and the app is read when a request is made. A PATCH carries a JSON body only
 * when given one (the legacy admin pages send some without).
 */
export const requestsAs = (appOf: () => TestApp, tokens: Record<string, string>) => (who: string | null) => {
  const client = appOf().http();
  const withAuth = <T extends { set(name: string, value: string): T }>(req: T) =>
    who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  return {
    get: (path: string) => withAuth(client.get(path)),
    post: (path: string, body: object) => withAuth(client.post(path)).send(body),
    put: (path: string, body: object) => withAuth(client.put(path)).send(body),
    patch: (path: string, body?: object) =>
      body === undefined ? withAuth(client.patch(path)) : withAuth(client.patch(path)).send(body),
    delete: (path: string) => withAuth(client.delete(path)),
  };
};

export type RequestsAs = ReturnType<typeof requestsAs>;

/** The tokens and ids of a test file's named callers (filled in its beforeAll), and requests as them. */
export const namedCallers = (appOf: () => TestApp) => {
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  return { tokens, ids, as: requestsAs(appOf, tokens) };
};
