import type { Core } from '@strapi/strapi';

/** A setting of the store (`api::setting.setting`, editable in the admin panel), else its default. */
export const numericSetting = async (strapi: Core.Strapi, key: string, fallback: number): Promise<number> => {
  const row = (await strapi.db.query('api::setting.setting').findOne({ where: { key } })) as {
    value?: string | null;
  } | null;
  const value = Number(row?.value);
  return row?.value !== undefined && row?.value !== null && row.value !== '' && Number.isFinite(value)
    ? value
    : fallback;
};

export const FORK_PRICE_DEFAULT_CENTS = 50000;
export const COMMISSION_RATE_DEFAULT = 0.05;
