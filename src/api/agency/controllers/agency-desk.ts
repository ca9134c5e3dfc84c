import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageRequestOf, respond, respondWithPage, validBody } from '../../../plugins/contract/public';
import { trips } from '../../trip/public';
import { presentAssignment } from '../presenters/assignments';
import { presentEarnings, presentProfile } from '../presenters/desk';
import { buildTripSchema, profileSchema } from '../validators';
import { agency } from '../accessor';
import { assignmentIdOf, assignmentList } from './requests';

/** The agency's desk: its assignments, their answers, the trips it builds, its earnings and profile. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const answer = async (ctx: Context, action: 'accept' | 'decline') => {
    const { row } = await agency(strapi).transitions.apply(action, ctx.state.principal, assignmentIdOf(ctx));
    respond(ctx, presentAssignment(row), {
      message: `Agency assignment ${action === 'accept' ? 'approved' : 'declined'} successfully`,
    });
  };

  return {
    async assignments(ctx: Context) {
      const { page, status } = assignmentList(ctx);
      const { items, total } = await agency(strapi).assignments.ofAgency(
        ctx.state.principal,
        { status },
        page,
      );
      respondWithPage(ctx, await agency(strapi).view.assignments(items), page, total, {
        message: 'Agency assignments retrieved successfully',
      });
    },

    accept: (ctx: Context) => answer(ctx, 'accept'),
    decline: (ctx: Context) => answer(ctx, 'decline'),

    async buildTrip(ctx: Context) {
      const id = assignmentIdOf(ctx);
      const input = validBody(ctx, buildTripSchema);
      const trip = await agency(strapi).trips.build(ctx.state.principal, id, input);
      respond(ctx, await trips(strapi).view.detail(trip), {
        status: 201,
        message: 'Trip created successfully',
      });
    },

    async trips(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { items, total } = await agency(strapi).trips.ofAgency(ctx.state.principal, page);
      respondWithPage(ctx, await trips(strapi).view.summaries(items, { withUser: true }), page, total, {
        message: 'Agency trips retrieved successfully',
      });
    },

    async earnings(ctx: Context) {
      respond(ctx, presentEarnings(await agency(strapi).earnings.of(ctx.state.principal)), {
        message: 'Earnings retrieved successfully',
      });
    },

    async profile(ctx: Context) {
      respond(ctx, presentProfile(await agency(strapi).profile.of(ctx.state.principal)), {
        message: 'Profile retrieved successfully',
      });
    },

    async updateProfile(ctx: Context) {
      const input = validBody(ctx, profileSchema);
      const user = await agency(strapi).profile.update(ctx.state.principal, input, ctx.state.tokenClaims.jti);
      respond(ctx, presentProfile(user), { message: 'Profile updated successfully' });
    },
  };
};
