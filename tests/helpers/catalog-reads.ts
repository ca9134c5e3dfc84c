import type { TestApp } from './strapi';

export type Item = Record<string, unknown> & { id: number };

/** Anonymous reads of the public catalog (the app read when called); `all` is a whole list, checked 200. */
export const catalogReads = (appOf: () => TestApp) => {
  const get = (path: string) => appOf().http().get(path);
  const all = async (path: string): Promise<Item[]> => {
    const res = await get(`${path}${path.includes('?') ? '&' : '?'}per_page=1000`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  return { get, all };
};
