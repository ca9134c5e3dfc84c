import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  isAppError,
  pageRequestOf,
  prefersHtml,
  recordIdOrNotFound,
  renderNotice,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import {
  acceptInvitation,
  changeMember,
  createShareLink,
  declineInvitation,
  inviteMember,
  joinTrip,
  listActivity,
  listMembers,
  listShareLinks,
  removeMember,
  revokeShareLink,
  showInvitation,
  showShareLink,
} from '../operations';
import { linkNotice, missingLinkNotice } from '../presenters/link-pages';
import { inviteSchema, memberRoleSchema, shareLinkSchema } from '../validators';
import { ifVersionOf, respondWithTrip, tripIdOf } from './trips';

const memberIdOf = (ctx: Context) => () => recordIdOrNotFound(ctx.params.member, 'Member not found');

/** Members, invitations, share links and activity (CONTRACT §14): the HTTP side of their operations. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const setting = (key: string) => strapi.config.get(key) as string;

  /** A link opened by a browser gets a page; an API client the JSON (the verification link's way). */
  const linkAnswer = async (
    ctx: Context,
    kind: 'invitation' | 'share',
    read: () => Promise<{ result: { trip: { title: string }; role: string }; message: string }>,
  ) => {
    const appName = setting('plugin::contract.appName');
    const frontend = setting('plugin::accounts.frontendUrl');
    if (!prefersHtml(ctx)) {
      const { result, message } = await read();
      return respond(ctx, result, { message });
    }
    try {
      const { result } = await read();
      renderNotice(ctx, linkNotice(kind, result, appName, frontend, ctx.params.token ?? ctx.params.secret));
    } catch (error) {
      if (!isAppError(error) || error.status !== 404) throw error;
      renderNotice(ctx, missingLinkNotice(kind, appName, frontend));
    }
  };

  return {
    async index(ctx: Context) {
      const { result, message } = await listMembers(strapi, ctx.state.principal, { tripId: tripIdOf(ctx) });
      respond(ctx, result, { message });
    },

    async invite(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const { result, message } = await inviteMember(strapi, ctx.state.principal, {
        tripId,
        input: () => validBody(ctx, inviteSchema),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      respond(ctx, result, { status: 201, message });
    },

    async update(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const { result, message } = await changeMember(strapi, ctx.state.principal, {
        tripId,
        memberId: memberIdOf(ctx),
        input: () => validBody(ctx, memberRoleSchema),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      respond(ctx, result, { message });
    },

    async destroy(ctx: Context) {
      const tripId = tripIdOf(ctx);
      const { message } = await removeMember(strapi, ctx.state.principal, {
        tripId,
        memberId: memberIdOf(ctx),
        ifVersion: ifVersionOf(ctx, tripId),
      });
      respond(ctx, null, { message });
    },

    async activity(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { result, message } = await listActivity(strapi, ctx.state.principal, {
        tripId: tripIdOf(ctx),
        page,
      });
      respondWithPage(ctx, result.items, page, result.total, { message });
    },

    async createLink(ctx: Context) {
      const { result, message } = await createShareLink(strapi, ctx.state.principal, {
        tripId: tripIdOf(ctx),
        input: () => validBody(ctx, shareLinkSchema),
      });
      ctx.set('Cache-Control', 'no-store');
      respond(ctx, result, { status: 201, message });
    },

    async links(ctx: Context) {
      const { result, message } = await listShareLinks(strapi, ctx.state.principal, {
        tripId: tripIdOf(ctx),
      });
      ctx.set('Cache-Control', 'no-store');
      respond(ctx, result, { message });
    },

    async revokeLink(ctx: Context) {
      const { message } = await revokeShareLink(strapi, ctx.state.principal, {
        tripId: tripIdOf(ctx),
        linkId: () => recordIdOrNotFound(ctx.params.link, 'Share link not found'),
      });
      respond(ctx, null, { message });
    },

    async accept(ctx: Context) {
      const { result, message } = await acceptInvitation(strapi, ctx.state.principal, {
        token: ctx.params.token,
      });
      await respondWithTrip(strapi, ctx, result, { message });
    },

    async decline(ctx: Context) {
      const { message } = await declineInvitation(strapi, ctx.state.principal, { token: ctx.params.token });
      respond(ctx, null, { message });
    },

    async join(ctx: Context) {
      const { result, message } = await joinTrip(strapi, ctx.state.principal, { secret: ctx.params.secret });
      await respondWithTrip(strapi, ctx, result, { message });
    },

    invitation: (ctx: Context) =>
      linkAnswer(ctx, 'invitation', () => showInvitation(strapi, { token: ctx.params.token })),

    shareLink: (ctx: Context) =>
      linkAnswer(ctx, 'share', () => showShareLink(strapi, { secret: ctx.params.secret })),
  };
};
