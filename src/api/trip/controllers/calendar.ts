import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { trips } from '../accessor';
import { tripIdOf } from './trips';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    const { filename, body } = await trips(strapi).calendar.ics(ctx.state.principal, tripIdOf(ctx));
    ctx.set('Content-Type', 'text/calendar; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = body;
  },
});
