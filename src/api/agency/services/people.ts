import type { Core } from '@strapi/strapi';
import { accounts, type Person as Account } from '../../../plugins/accounts/public';

const SHOWN = ['name', 'email', 'phone', 'bio', 'specialties', 'location'] as const;

export type Person = Account<(typeof SHOWN)[number]>;

/** The accounts an assignment names, looked up in one query per page. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The people behind these ids (trashed accounts included: history keeps its names). */
  async byIds(ids: Array<number | null>): Promise<Map<number, Person>> {
    return accounts(strapi).people.byIds(ids, SHOWN);
  },
});
