import type { TestApp } from './strapi';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Signs in to the admin panel's API (POST /admin/login) and answers requests with its JWT. */
export const panelSession = async (app: TestApp, email: string, password = 'seed-password-for-tests') => {
  const login = await app.http().post('/admin/login').send({ email, password });
  if (login.status !== 200) throw new Error(`admin login of ${email} answered ${login.status}`);
  const token = login.body.data.token as string;
  const auth = (request: ReturnType<ReturnType<TestApp['http']>['get']>) =>
    request.set('Authorization', `Bearer ${token}`);
  return {
    get: (path: string) => auth(app.http().get(path)),
    put: (path: string, body: object) => auth(app.http().put(path)).send(body),
    post: (path: string, body: object) => auth(app.http().post(path)).send(body),
    delete: (path: string) => auth(app.http().delete(path)),
    /** The Content Manager's configuration of a content type: settings, metadatas, layouts. */
    configuration: async (uid: string): Promise<Json> =>
      (await auth(app.http().get(`/content-manager/content-types/${uid}/configuration`))).body.data
        .contentType,
  };
};
