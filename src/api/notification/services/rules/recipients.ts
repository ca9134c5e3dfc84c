import type { Core } from '@strapi/strapi';
import { accounts } from '../../../../plugins/accounts/public';

/** The staff told of money trouble: live, active, unblocked accounts holding the role admin or super_admin. */
export const adminIds = (strapi: Core.Strapi): Promise<number[]> => accounts(strapi).people.staffIds();
