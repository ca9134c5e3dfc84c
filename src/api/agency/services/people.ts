import type { Core } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';

export type Person = {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  bio: string | null;
  specialties: unknown;
  location: string | null;
};

/** The accounts an assignment names, looked up in one query per page. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The people behind these ids (trashed accounts included: history keeps its names). */
  async byIds(ids: Array<number | null>): Promise<Map<number, Person>> {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (wanted.length === 0) return new Map();
    const rows = (await strapi.db.query(USER).findMany({
      where: { id: { $in: wanted } },
      select: ['id', 'name', 'email', 'phone', 'bio', 'specialties', 'location'],
    })) as Person[];
    return new Map(rows.map((row) => [row.id, row]));
  },
});
