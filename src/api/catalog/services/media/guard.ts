import type { Core } from '@strapi/strapi';
import { MEDIA_SPECS } from '../catalog-types';
import { imagesOnlyOnImageFields } from './image-links';
import { imagesOnlyInMediaLibrary } from './upload-check';

/**
 * Catalog pictures are images: the media library takes nothing else, and every document write of
 * a catalog type with an image or flag field (the Content Manager's among them) sets only images.
 */
export const guardCatalogImages = (strapi: Core.Strapi) => {
  strapi.documents.use(
    imagesOnlyOnImageFields(
      strapi,
      MEDIA_SPECS.map((spec) => spec.uid),
    ) as never,
  );
  imagesOnlyInMediaLibrary(strapi);
};
