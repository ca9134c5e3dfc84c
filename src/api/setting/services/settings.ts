import type { Core } from '@strapi/strapi';
import { contract } from '../../../plugins/contract/public';
import { newRowColumns, tableOf } from '../../../plugins/platform/public';
import { SETTING, type SettingRow } from '../content-types/rows';
import type { SettingEntry } from '../validators';
import { numericValue, type NumericSettingKey } from '../typed-settings';
import { isPublicSetting, SETTING_CACHE_TAG } from '../public-settings';
import { releaseSettingFiles } from './files/release';

/** The key/value store of the admin routes. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A numeric setting (typed-settings.ts), or its default while the store holds none. */
  async number(key: NumericSettingKey): Promise<number> {
    const row = (await strapi.db.query(SETTING).findOne({ where: { key }, select: ['value'] })) as {
      value: string | null;
    } | null;
    return numericValue(key, row?.value);
  },

  /** The public settings whitelist as a flat key → value map (`GET /site-settings`). */
  async publicValues(): Promise<Record<string, string | null>> {
    const rows = await this.all();
    return Object.fromEntries(
      rows.filter((row) => isPublicSetting(row.key)).map((row) => [row.key, row.value]),
    );
  },

  /** Every setting, sorted by key. */
  async all(): Promise<SettingRow[]> {
    return (await strapi.db.query(SETTING).findMany({
      select: ['id', 'key', 'value'],
      orderBy: { key: 'asc' },
    })) as SettingRow[];
  },

  /**
   * Writes the entries as one upsert on the unique key (guarantees.ts): one statement, so all of
   * them or none, and two concurrent writes of a new key make one row. The statement bypasses the
   * query engine's lifecycles, so the cached `/site-settings` answer is invalidated here, after
   * the write is durable (an invalidation inside a transaction could let a read re-cache the old
   * value before the commit). A file a replaced value named goes once no setting names it.
   */
  async write(entries: readonly SettingEntry[]) {
    const now = new Date();
    const former = (await strapi.db.query(SETTING).findMany({
      where: { key: { $in: entries.map((entry) => entry.key) } },
      select: ['key', 'value'],
    })) as SettingRow[];
    await strapi.db
      .connection(tableOf(strapi, SETTING))
      .insert(entries.map(({ key, value }) => ({ ...newRowColumns(now), key, value })))
      .onConflict('key')
      .merge(['value', 'updated_at']);
    await contract(strapi).responseCache.invalidate(SETTING_CACHE_TAG);
    const written = new Map(entries.map((entry) => [entry.key, entry.value]));
    await releaseSettingFiles(
      strapi,
      former.filter((row) => row.value !== written.get(row.key)).map((row) => row.value),
    );
  },
});
