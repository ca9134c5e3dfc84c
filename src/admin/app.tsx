/**
 * The admin panel's own customisation: the delete confirmations say what a delete does here — a
 * record goes to the Trash (the soft-delete plugin), where an admin can restore it — instead of
 * Strapi's "This action is irreversible".
 */
const TRASH = 'An admin can restore it from the Trash.';

export default {
  config: {
    translations: {
      en: {
        // The edit view's and the list row's "Delete entry (all locales)".
        'content-manager.actions.delete.dialog.body': `Delete this record? It goes to the Trash with all its translations and disappears from the lists and the public API. ${TRASH}`,
        // The list's bulk delete acts on the locale the list shows.
        'popUpWarning.bodyMessage.contentType.delete.all':
          'Delete these records? Listed in English, they go to the Trash with all their translations and disappear from the lists and the public API (an admin can restore them). Listed in another language, only those translations are deleted, for good.',
        // i18n's "Delete entry (<locale>)": the default locale stands for the record, another is one translation.
        'i18n.actions.delete.dialog.body':
          'Deleting the English version moves the whole record, with every translation, to the Trash (an admin can restore it). Deleting another language removes only that translation, and it cannot be restored.',
      },
    },
  },
  bootstrap() {},
};
