import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { ownedFields } from '../api/panel-guard/public';
import { PANEL_SOURCE, panelEntries } from '../panel-entries';
import { seedData } from './seed-data';
import { applyView, labelOf, type Configuration } from './panel-views';

/**
 * What names a record in lists, relation pickers and the edit view's title (`mainFields`), and what
 * a person reads next to each field in the admin panel (`descriptions`), by content type.
 */
const MAIN_FIELDS = seedData(
  `${PANEL_SOURCE}, main fields`,
  panelEntries('mainField'),
  z.record(z.string(), z.string()),
);
const DESCRIPTIONS = seedData(
  `${PANEL_SOURCE}, descriptions`,
  panelEntries('descriptions'),
  z.record(z.string(), z.record(z.string(), z.string())),
);

const UNLABELLED = ['id', 'documentId'];

type ContentTypes = {
  findDisplayedContentTypes(): { uid: string; attributes: Record<string, unknown> }[];
  findConfiguration(contentType: unknown): Promise<Configuration>;
  updateConfiguration(contentType: unknown, configuration: Configuration): Promise<unknown>;
};

/** The content types the Content Manager lists: ours and the users (the panel's own stay Strapi's). */
export const panelContentTypes = (strapi: Core.Strapi) =>
  (strapi.plugin('content-manager').service('content-types') as ContentTypes)
    .findDisplayedContentTypes()
    .filter(({ uid }) => !uid.startsWith('admin::'));

/**
 * Labels, help texts, entry titles, list columns and read-only fields of every content type the
 * Content Manager shows.
 */
export const seedEditorLabels = async (strapi: Core.Strapi) => {
  const service = strapi.plugin('content-manager').service('content-types') as ContentTypes;
  for (const contentType of panelContentTypes(strapi)) {
    const { uid } = contentType;
    const descriptions = DESCRIPTIONS[uid] ?? {};
    const configuration = await service.findConfiguration(contentType);
    for (const [field, meta] of Object.entries(configuration.metadatas)) {
      if (field in contentType.attributes && !UNLABELLED.includes(field)) {
        meta.edit.label = labelOf(uid, field);
        meta.list.label = labelOf(uid, field);
      }
      if (descriptions[field]) meta.edit.description = descriptions[field];
      // A relation reads as its target is named (a country's region "Middle East", not its key).
      const target = (contentType.attributes[field] as { target?: string } | undefined)?.target;
      if (target && MAIN_FIELDS[target]) meta.edit.mainField = MAIN_FIELDS[target];
    }
    const view = applyView(uid, configuration, ownedFields.of(strapi));
    await service.updateConfiguration(contentType, {
      ...view,
      settings: MAIN_FIELDS[uid] ? { ...view.settings, mainField: MAIN_FIELDS[uid] } : view.settings,
    });
  }
};
