import type { StrapiApp } from '@strapi/strapi/admin';
import { regionAfterCountry } from './lists/region-column';

const LIST_COLUMNS_HOOK = 'Admin/CM/pages/ListView/inject-column-in-table';

/**
 * The admin panel's own customisation: the delete confirmations say what a delete does here. The
 * catalog (every type of it), trips, reviews and surveys go to the Trash (the soft-delete plugin's
 * models in config/plugins.ts), where an admin can restore them; any other record is deleted for
 * good, and the dialog says so rather than promise a Trash it does not have. A list showing a
 * country shows its region.
 */
const KEPT =
  'Regions, countries, cities, categories, destinations, hotels, restaurants, attractions, flights, trips, reviews and surveys';

export default {
  config: {
    translations: {
      en: {
        // The edit view's and the list row's "Delete entry (all locales)".
        'content-manager.actions.delete.dialog.body': `Delete this record? ${KEPT} go to the Trash with all their translations and disappear from the lists and the public API; an admin can restore them from the Trash. Any other record is deleted for good.`,
        // The list's bulk delete acts on the locale the list shows.
        'popUpWarning.bodyMessage.contentType.delete.all': `Delete these records? ${KEPT}, listed in English, go to the Trash with all their translations (an admin can restore them). Listed in another language, only those translations are deleted, for good. Any other record is deleted for good.`,
        // i18n's "Delete entry (<locale>)": the default locale stands for the record, another is one translation.
        'i18n.actions.delete.dialog.body':
          'Deleting the English version deletes the whole record with every translation (catalog records, trips, reviews and surveys go to the Trash, where an admin can restore them). Deleting another language removes only that translation, and it cannot be restored.',
      },
    },
  },
  bootstrap(app: Pick<StrapiApp, 'registerHook'>) {
    app.registerHook(LIST_COLUMNS_HOOK, regionAfterCountry as never);
  },
};
