import type { Core } from '@strapi/strapi';
import { IMAGE_MIME_TYPES } from './image-types';

/** The id Strapi gives the condition below (an application's conditions are `api::<name>`). */
export const IS_IMAGE_CONDITION = 'api::is-image';

/**
 * "Is an image": limits reading the media library to images, so an editor picks catalog pictures
 * and never sees the business reports (PDF, XLSX) that live in the same library.
 */
export const registerImageCondition = async (strapi: Core.Strapi) => {
  await strapi.service('admin::permission').conditionProvider.register({
    displayName: 'Is an image',
    name: 'is-image',
    handler: () => ({ mime: { $in: IMAGE_MIME_TYPES } }),
  });
};
