import type { Core } from '@strapi/strapi';
import { platform } from '../accessor';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await platform(strapi).redis.close();
};
