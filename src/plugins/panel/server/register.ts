import type { Core } from '@strapi/strapi';
import { publicIdsInLists } from './middlewares/public-ids';

/** The panel's lists of a translation show the record's public id. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.documents.use(publicIdsInLists(strapi) as never);
};
