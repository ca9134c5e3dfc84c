import type { Core } from '@strapi/strapi';

type ContentTypesService = {
  findConfiguration(contentType: { uid: string }): Promise<{ settings?: { mainField?: string } }>;
};

/**
 * The field that names a record: the one the Content Manager shows as its entry title (its list
 * and relation pickers use it too), so the Trash names records as the editor saw them.
 */
export const titleFieldOf = async (strapi: Core.Strapi, uid: string): Promise<string> => {
  const service = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const configuration = await service.findConfiguration({ uid });
  return configuration.settings?.mainField ?? 'id';
};
