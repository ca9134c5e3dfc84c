import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validQuery } from '../../../plugins/contract/public';
import { weatherQuerySchema } from '../validators';
import { weather } from '../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    const { lat, lon } = validQuery(ctx, weatherQuerySchema);
    respond(ctx, await weather(strapi).weather.at(lat, lon), { message: 'Weather retrieved successfully' });
  },
});
