/** The site settings module: the admin's key/value store, its typed keys, its public keys and its files. */
export { SETTING, type SettingsMap } from './content-types/rows';
export { settingGuarantees } from './guarantees';
export { removeFilesOfDeletedSettings } from './services/files/deletions';
export { subscribeSettingInvalidation } from './services/cache-invalidation';
export { SETTING_CACHE_TAG } from './public-settings';
export { numericSettingSeeds, type NumericSettingKey } from './typed-settings';
export { type SettingServices, settings } from './accessor';
export { settingModule } from './manifest';
