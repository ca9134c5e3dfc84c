import type { Core } from '@strapi/strapi';
import { outbox } from '../../../queue/public';

/** The domain event of a new account (it is greeted), recorded in the transaction that creates it. */
export const registered = (strapi: Core.Strapi, userId: number, via: string) =>
  outbox(strapi).emit(
    'accounts.user.registered',
    { user_id: userId, via },
    { key: `accounts.user.registered:${userId}` },
  );
