import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { matchesIfNoneMatch, NotFoundError, respond, strongEtag } from '../../../plugins/contract/public';
import { trips } from '../accessor';

/**
 * How long a calendar app may reuse the feed without asking (it then revalidates with the ETag):
 * short, so a rotation or a block takes effect in the app within minutes.
 */
export const FEED_MAX_AGE_SECONDS = 300;
const FEED_NOT_FOUND = 'Calendar feed not found';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const feeds = () => trips(strapi).feeds;
  /** The URL is a credential: no cache keeps it. */
  const answerUrl = (ctx: Context, url: string, message: string) => {
    ctx.set('Cache-Control', 'no-store');
    respond(ctx, { url }, { message });
  };

  return {
    async show(ctx: Context) {
      answerUrl(ctx, await feeds().urlFor(ctx.state.principal.id), 'Calendar feed retrieved successfully');
    },

    async rotate(ctx: Context) {
      answerUrl(ctx, await feeds().rotate(ctx.state.principal.id), 'Calendar feed rotated successfully');
    },

    /** The public feed: the secret in the path is the only credential. */
    async feed(ctx: Context) {
      const owner = await feeds().ownerOf(String(ctx.params.secret ?? ''));
      if (owner === null) throw new NotFoundError(FEED_NOT_FOUND);
      const body = await trips(strapi).calendar.feed(owner);
      const etag = strongEtag(body);
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', `private, max-age=${FEED_MAX_AGE_SECONDS}`);
      if (matchesIfNoneMatch(ctx.get('If-None-Match') || undefined, etag)) {
        ctx.status = 304;
        return;
      }
      ctx.set('Content-Type', 'text/calendar; charset=utf-8');
      ctx.set('Content-Disposition', 'inline; filename="trips.ics"');
      ctx.body = body;
    },
  };
};
