import type { SettingRow, SettingsMap } from '../content-types/rows';

/** GET and PUT /admin/settings: the flat `{key: value}` map (legacy-behaviour §3.13). */
export const presentSettingsMap = (rows: readonly Pick<SettingRow, 'key' | 'value'>[]): SettingsMap =>
  Object.fromEntries(rows.map((row) => [row.key, row.value ?? null]));

/** PATCH /admin/settings/{key}: the one setting written. */
export const presentSetting = (key: string, value: string | null) => ({ key, value });
