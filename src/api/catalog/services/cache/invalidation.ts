import type { Core } from '@strapi/strapi';
import { contract } from '../../../../plugins/contract/public';
import { afterWrites } from '../../../../plugins/platform/public';
import { CATALOG_TYPES, MEDIA_SPECS } from '../catalog-types';
import { FILE_UID } from '../read/media';

/** The collections whose public answers are cached; a write to one bumps its tag. */
export const CATALOG_MODELS = [
  'api::region.region',
  ...Object.values(CATALOG_TYPES).map((type) => type.read.uid),
];

export const tagOf = (uid: string) => uid.split('.').pop()!;

/** The tags of the collections whose answers show an uploaded file (their image or flag URL). */
const MEDIA_TAGS = MEDIA_SPECS.map((spec) => tagOf(spec.uid));

/**
 * Database lifecycles fire for every write path — our admin API, the admin panel's Content
 * Manager, the seed — so one subscription keeps the response cache coherent. A file replaced or
 * deleted in the media library changes the URL of every record that shows it without writing
 * those records: any change to a file drops the answers of the collections that show files.
 */
export const subscribeCatalogInvalidation = (strapi: Core.Strapi) => {
  const cache = () => contract(strapi).responseCache;
  afterWrites(strapi, CATALOG_MODELS, (event) => cache().invalidate(tagOf(event.model.uid)));
  afterWrites(strapi, [FILE_UID], () => cache().invalidate(...MEDIA_TAGS), { changes: true });
};
