/**
 * What the settings module stores: the content type's UID and its row as the query engine returns
 * it. (Strapi loads only the folders of `content-types/`.)
 */
export const SETTING = 'api::setting.setting';
export type SettingRow = { id: number; key: string; value: string | null };
/** The flat `{key: value}` map of the admin routes. */
export type SettingsMap = Record<string, string | null>;
