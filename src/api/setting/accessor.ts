/**
 * The setting module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type settingFiles from './services/setting-files';
import type settingsStore from './services/settings';

export type SettingServices = {
  readonly store: ReturnType<typeof settingsStore>;
  readonly files: ReturnType<typeof settingFiles>;
};
/** `settings(strapi).store.all()`: the settings module's services, typed. */
export const settings = apiServices<SettingServices>('setting', {
  store: 'settings',
  files: 'setting-files',
});
