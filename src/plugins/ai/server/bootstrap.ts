import type { Core } from '@strapi/strapi';
import { catalogSliceReader } from './ports/catalog-slice-reader';
import { tripStore } from './ports/trip-store';

/**
 * Every port the AI reads through is provided by now (the domains provide them in `register`): a
 * missing one stops the start here, instead of failing the first traveller who asks for a plan.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  catalogSliceReader.of(strapi);
  tripStore.of(strapi);
};
