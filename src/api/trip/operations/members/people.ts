import type { Core } from '@strapi/strapi';
import { accounts } from '../../../../plugins/accounts/public';

/** The names of the people a members list or an activity page mentions, in one read. */
export const namesOf = (strapi: Core.Strapi, ids: Array<number | null>) =>
  accounts(strapi).people.byIds(ids, ['name']);
