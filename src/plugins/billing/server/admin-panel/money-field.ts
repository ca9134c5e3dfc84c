import type { Core } from '@strapi/strapi';

/**
 * Amounts are stored as integers of the currency's minor unit; in the admin panel they are read and
 * typed in the currency's unit (199.00 EGP for 19900). The stored type stays `integer`, so the API,
 * the database and every service see the same column as before.
 */
export const registerMoneyField = (strapi: Core.Strapi) =>
  strapi.customFields.register({ name: 'money', plugin: 'billing', type: 'integer' });
