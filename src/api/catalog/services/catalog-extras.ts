import { approvedReviewCount, tripFigures } from './read/trip-figures';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { NotFoundError } from '../../../plugins/contract/public';
import { tableOf } from '../../../plugins/platform/public';
import { scopeTrash } from '../../../plugins/soft-delete/public';
import { overlayLocale } from './read/localize';
import { liveDefaultLocale } from './read/sql';
import { regionObject } from '../presenters/region';
import { presentStats } from '../presenters/stats';

export const ALL_REGIONS = { id: 'all', label: 'All destinations' };
const ALL_REGIONS_AR = 'كل الوجهات';

/** Regions, summary counters and public site settings. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  const regions = async (locale: string) => {
    const table = tableOf(strapi, 'api::region.region');
    // A trashed region is gone from the public API until it is restored.
    const rows = await scopeTrash(knex()(table).select('id', 'document_id', 'key', 'label'), 'live')
      .where('locale', 'en')
      .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
    const translated = await overlayLocale(knex(), table, rows, ['label'], locale);
    return [
      regionObject(ALL_REGIONS.id, locale === 'ar' ? ALL_REGIONS_AR : ALL_REGIONS.label),
      ...translated.map((row) => regionObject(row.key as string, row.label as string)),
    ];
  };

  const liveCount = async (uid: string, localized = true) => {
    const row = await liveDefaultLocale(knex(), tableOf(strapi, uid), { localized, trash: 'live' })
      .count({ total: '*' })
      .first();
    return Number((row as { total: number | string } | undefined)?.total ?? 0);
  };

  return {
    /** Every region, led by the "all destinations" pseudo-region, in `locale`. */
    regions,

    async region(key: string, locale: string) {
      const region = (await regions(locale)).find((entry) => entry.id === key);
      if (!region) throw new NotFoundError('Region not found');
      return region;
    },

    /** The catalog counters of `/stats/summary`. */
    async stats() {
      const [hotels, flights] = await Promise.all([
        liveCount('api::hotel.hotel'),
        liveCount('api::flight.flight', false),
      ]);
      const tours = await tripFigures.of(strapi).liveTrips(strapi);
      // Published reviews only: pending and rejected ones are not shown anywhere public.
      const reviews = await approvedReviewCount.of(strapi)(strapi);
      return presentStats({ hotels, tours, flights, reviews });
    },
  };
};
