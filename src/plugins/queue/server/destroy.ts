import type { Core } from '@strapi/strapi';
import { queue } from '../public';

/** Running jobs finish, connections close (Strapi's destroy runs after the SIGTERM drain). */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await queue(strapi).stop();
};
