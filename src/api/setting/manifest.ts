import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { settingGuarantees } from './guarantees';
import { subscribeSettingInvalidation } from './services/cache-invalidation';
import { removeFilesOfDeletedSettings } from './services/files/deletions';

/** The site settings module: the key/value store, its files and the answers that show it. */
export const settingModule = defineModule({
  name: 'api/setting',
  panel,
  contentTypes: { 'api::setting.setting': {} },
  guarantees: settingGuarantees,
  bootstrap(strapi) {
    removeFilesOfDeletedSettings(strapi);
    subscribeSettingInvalidation(strapi);
  },
});
