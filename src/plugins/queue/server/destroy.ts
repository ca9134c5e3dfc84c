import type { Core } from '@strapi/strapi';
import { outbox, queue } from '../accessor';

/** Deliveries and running jobs finish, connections close (Strapi's destroy runs after the SIGTERM drain). */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await outbox(strapi).stop();
  await queue(strapi).stop();
};
