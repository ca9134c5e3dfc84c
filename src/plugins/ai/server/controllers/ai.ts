import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { respond, validBody } from '../../../contract/public';
import { tripStore } from '../ports/trip-store';
import { conciergeSchema, enhanceSchema, planSchema } from '../validators';
import { ai } from '../../accessor';

/** The AI routes: validate, call the plugin's service, answer in the legacy shapes (legacy-behaviour §3.4). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const tripIdOf = (value: unknown) => tripStore.of(strapi).tripIdOf(value);

  return {
    async plan(ctx: Context) {
      const data = await ai(strapi).planner.plan(ctx.state.principal, validBody(ctx, planSchema));
      respond(ctx, data, { message: 'Itinerary generated successfully' });
    },

    async review(ctx: Context) {
      const data = await ai(strapi).review.review(ctx.state.principal, tripIdOf(ctx.params.id));
      respond(ctx, data, { message: 'Trip reviewed successfully' });
    },

    async enhance(ctx: Context) {
      const { content } = validBody(ctx, enhanceSchema);
      const { text, ...meta } = await ai(strapi).enhance.enhance(ctx.state.principal, content);
      respond(ctx, text, { message: 'Content enhanced successfully', meta });
    },

    async concierge(ctx: Context) {
      // A path id that is none names no trip: 404 before the body is looked at (CONTRACT §10).
      const tripId = tripIdOf(ctx.params.trip);
      const { message } = validBody(ctx, conciergeSchema);
      const data = await ai(strapi).concierge.ask(ctx.state.principal, tripId, message);
      respond(ctx, data, { message: 'Concierge response generated successfully' });
    },
  };
};
