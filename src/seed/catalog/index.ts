import { numericSettingSeeds } from '../../api/setting/public';
import type { Core } from '@strapi/strapi';
import { CATEGORIES, COUNTRIES, REGIONS, flagUrl } from './reference';
import { DESTINATIONS } from './destinations';
import { flightsFrom, hotelsFor, restaurantsFor } from './places';

type Ids = { en: number; ar: number };
type Relations = Record<string, number | number[] | Ids | Ids[]>;

const pick = (relations: Relations, locale: 'en' | 'ar') =>
  Object.fromEntries(
    Object.entries(relations).map(([key, value]) => {
      const one = (v: number | Ids) => (typeof v === 'number' ? v : v[locale]);
      return [
        key,
        Array.isArray(value) ? (value as Array<number | Ids>).map(one) : one(value as number | Ids),
      ];
    }),
  );

/**
 * One document in both locales, as Strapi stores it: an `en` row and an `ar` row sharing the
 * documentId; non-localized fields copied; each row related to the same-locale target.
 */
const createLocalized = async (
  strapi: Core.Strapi,
  uid: string,
  en: Record<string, unknown>,
  ar: Record<string, unknown>,
  relations: Relations = {},
): Promise<Ids> => {
  const query = strapi.db.query(uid as never);
  const enRow = await query.create({ data: { ...en, locale: 'en', ...pick(relations, 'en') } });
  const arRow = await query.create({
    data: { ...en, ...ar, documentId: enRow.documentId, locale: 'ar', ...pick(relations, 'ar') },
  });
  return { en: enRow.id, ar: arRow.id };
};

/** The `ar` locale next to the default `en`, so editors can translate in the admin panel. */
export const seedLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = (await locales.find()) as Array<{ code: string }>;
  if (!existing.some((locale) => locale.code === 'ar'))
    await locales.create({ code: 'ar', name: 'Arabic (ar)' });
};

/** The real catalog of CONTRACT §11, written once in one transaction (skipped when destinations exist). */
export const seedCatalog = async (strapi: Core.Strapi) => {
  if ((await strapi.db.query('api::destination.destination').count({})) > 0) return;
  await strapi.db.transaction(async () => {
    const regions: Record<string, Ids> = {};
    for (const [index, region] of REGIONS.entries()) {
      regions[region.key] = await createLocalized(
        strapi,
        'api::region.region',
        { key: region.key, label: region.label, sort_order: index + 1 },
        { label: region.ar },
      );
    }
    const countries: Record<string, Ids> = {};
    for (const country of COUNTRIES) {
      countries[country.iso] = await createLocalized(
        strapi,
        'api::country.country',
        {
          name: country.name,
          iso_code: country.iso,
          capital: country.capital,
          flag_url: flagUrl(country.iso),
          currency: country.currency,
          languages: country.languages,
        },
        { name: country.ar, capital: country.capitalAr },
        { region: regions[country.region] },
      );
    }
    const categories: Record<string, Ids> = {};
    for (const category of CATEGORIES) {
      categories[category.key] = await createLocalized(
        strapi,
        'api::category.category',
        { name: category.name, type: category.type, icon: category.icon },
        { name: category.ar },
      );
    }

    for (const dest of DESTINATIONS) {
      const country = countries[dest.iso];
      const city = await createLocalized(
        strapi,
        'api::city.city',
        { name: dest.name, latitude: dest.lat, longitude: dest.lng },
        { name: dest.ar },
        { country },
      );
      const destination = await createLocalized(
        strapi,
        'api::destination.destination',
        {
          name: dest.name,
          city_name: dest.name.replace(/ \(.+\)$/, ''),
          description: dest.description,
          image: `https://images.example.com/destinations/${dest.key}.jpg`,
          latitude: dest.lat,
          longitude: dest.lng,
          airport: dest.airport,
        },
        { name: dest.ar, city_name: dest.ar.replace(/ \(.+\)$/, ''), description: dest.descriptionAr },
        { country, city, categories: dest.categories.map((key) => categories[key]) },
      );
      for (const hotel of hotelsFor(dest)) {
        await createLocalized(
          strapi,
          'api::hotel.hotel',
          { name: hotel.name, ...hotel.data },
          { name: hotel.ar, ...hotel.dataAr },
          { destination },
        );
      }
      for (const restaurant of restaurantsFor(dest)) {
        const relations: Relations = { destination };
        if (restaurant.category) relations.category = categories[restaurant.category];
        await createLocalized(
          strapi,
          'api::restaurant.restaurant',
          { name: restaurant.name, ...restaurant.data },
          { name: restaurant.ar, ...restaurant.dataAr },
          relations,
        );
      }
      for (const [
        name,
        ar,
        latitude,
        longitude,
        category,
        price,
        hours,
        minutes,
        rating,
      ] of dest.attractions) {
        await createLocalized(
          strapi,
          'api::attraction.attraction',
          {
            name,
            description: `${name}, one of the sights of ${dest.name}.`,
            image: `https://images.example.com/attractions/${dest.key}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg`,
            latitude,
            longitude,
            price,
            currency: 'USD',
            opening_hours: hours,
            duration_minutes: minutes,
            rating,
          },
          { name: ar, description: `${ar}، من معالم ${dest.ar}.` },
          { destination, category: categories[category] },
        );
      }
    }

    const today = new Date();
    const startDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    for (const flight of flightsFrom(DESTINATIONS, startDay)) {
      await strapi.db.query('api::flight.flight').create({ data: flight });
    }
  });
};

/** The settings store with the legacy keys (legacy-behaviour §6). Existing values are kept. */
export const seedSettings = async (strapi: Core.Strapi) => {
  const defaults: Record<string, string> = {
    site_name: process.env.APP_NAME ?? 'Travel Planner',
    tagline: 'Plan, book and share your trips',
    logo_url: '',
    homepage_banner: '',
    contact_email: 'hello@example.com',
    contact_phone: '',
    social_instagram: '',
    social_facebook: '',
    social_x: '',
    ...numericSettingSeeds(process.env),
  };
  const settings = strapi.db.query('api::setting.setting');
  for (const [key, value] of Object.entries(defaults)) {
    if (!(await settings.findOne({ where: { key } }))) await settings.create({ data: { key, value } });
  }
};
