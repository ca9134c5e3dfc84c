import type { Core } from '@strapi/strapi';
import { contract } from '../accessor';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await contract(strapi).redis.close();
};
