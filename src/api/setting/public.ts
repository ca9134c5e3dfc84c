/** The site settings module: the admin's key/value store, its typed keys and its files. */
import { apiServices } from '../../plugins/contract/public';
import type settingFiles from './services/setting-files';
import type settingsStore from './services/settings';

export { SETTING, type SettingsMap } from './content-types/rows';
export { settingGuarantees } from './guarantees';
export { removeFilesOfDeletedSettings } from './services/files/deletions';

export type SettingServices = {
  readonly store: ReturnType<typeof settingsStore>;
  readonly files: ReturnType<typeof settingFiles>;
};
/** `settings(strapi).store.all()`: the settings module's services, typed. */
export const settings = apiServices<SettingServices>('setting', {
  store: 'settings',
  files: 'setting-files',
});
