import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { EDITOR_CONTENT_TYPES } from './admin-panel';
import { TRASH_COLUMN } from '../plugins/soft-delete/public';
import { seedData } from './seed-data';
import editorLabelsJson from './data/editor-labels.json';

/**
 * What names a record in lists and relation pickers (`mainFields`), and what an editor reads next
 * to each field in the admin panel (`descriptions`), by content type.
 */
const { mainFields: MAIN_FIELDS, descriptions: DESCRIPTIONS } = seedData(
  'seed/data/editor-labels.json',
  editorLabelsJson,
  z.strictObject({
    mainFields: z.record(z.string(), z.string()),
    descriptions: z.record(z.string(), z.record(z.string(), z.string())),
  }),
);

/**
 * The catalog, and the trips editors look after in the panel (Super Admins; the Catalog editor
 * role stays catalog-only).
 */
const LABELLED_CONTENT_TYPES = [
  ...EDITOR_CONTENT_TYPES,
  'api::trip.trip',
  'api::trip.itinerary-item',
  'api::trip.trip-destination',
  'api::trip.trip-item',
  'api::review.review',
  'api::contact.contact-message',
  'api::survey.survey',
  'api::newsletter.newsletter-subscriber',
  'api::notification.notification',
  'api::conversation.conversation',
  'api::conversation.message',
  'api::agency.agency-assignment',
  'api::agency.flag',
  // The people: their agency profile fields (bio, specialties, location) among the rest.
  'plugin::users-permissions.user',
];

/** `state` is where Strapi 5 lets us keep a status (it reserves the name): editors read "Status". */
const label = (field: string) =>
  field === 'state' ? 'Status' : field.replace(/_/g, ' ').replace(/\b\w/, (c) => c.toUpperCase());

/** Labels and help texts in the Content Manager's edit views of the catalog. */
export const seedEditorLabels = async (strapi: Core.Strapi) => {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const uid of LABELLED_CONTENT_TYPES) {
    const descriptions = DESCRIPTIONS[uid] ?? {};
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const configuration = await service.findConfiguration(contentType);
    const metadatas = configuration.metadatas as Record<
      string,
      { edit: Record<string, unknown>; list: Record<string, unknown> }
    >;
    for (const [field, meta] of Object.entries(metadatas)) {
      if (
        field in contentType.attributes &&
        !['createdAt', 'updatedAt', 'id', 'documentId'].includes(field)
      ) {
        meta.edit.label = label(field);
        meta.list.label = label(field);
      }
      if (descriptions[field]) meta.edit.description = descriptions[field];
      // The trash is handled by delete and restore, never edited by hand.
      if (field === TRASH_COLUMN) meta.edit.visible = false;
    }
    await service.updateConfiguration(contentType, {
      settings: MAIN_FIELDS[uid]
        ? { ...configuration.settings, mainField: MAIN_FIELDS[uid] }
        : configuration.settings,
      metadatas,
      layouts: configuration.layouts,
    });
  }
};
