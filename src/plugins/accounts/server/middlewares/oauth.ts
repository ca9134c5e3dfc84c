import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { TooManyRequestsError, contract, throttleKey } from '../../../contract/public';
import { OAUTH_PATH, oauthProvider } from '../oauth/provider';
import { MCP_PATH } from '../oauth/settings';
import { INTERACTION_PATH, handleInteraction } from '../oauth/interactions';
import {
  AUTHORIZATION_SERVER_PATH,
  LIBRARY_DISCOVERY_PATH,
  PROTECTED_RESOURCE_PATHS,
  bearerChallenge,
  protectedResourceMetadata,
} from '../oauth/metadata';

/** Registrations an address may make (CONTRACT §15: 20 an hour). */
export const REGISTRATION_THROTTLE = 'oauth_register';

/** An OAuth endpoint's refusal in the RFC shape (CONTRACT §15: the one exception to the envelope). */
const refuse = (ctx: Context, status: number, error: string, description: string) => {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { error, error_description: description };
};

const registrationThrottled = async (strapi: Core.Strapi, ctx: Context) => {
  try {
    await contract(strapi).throttles.consume(REGISTRATION_THROTTLE, (key) =>
      throttleKey(key, { ip: ctx.ip }),
    );
    return false;
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    ctx.set(error.headers);
    refuse(ctx, 429, 'too_many_requests', 'Too many client registrations from this address; retry later.');
    return true;
  }
};

/**
 * The authorization server (CONTRACT §15), at the origin beside /api: its discovery documents, the
 * MCP server's protected-resource document, and the OAuth endpoints, answered by oidc-provider on
 * the raw request (it reads its own bodies: this sits before Strapi's body parser). And the
 * challenge of the MCP server: a 401 there names where its document is.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.method === 'GET' && PROTECTED_RESOURCE_PATHS.includes(ctx.path)) {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = protectedResourceMetadata(strapi);
      return;
    }
    if (ctx.path === MCP_PATH) {
      await next();
      if (ctx.status === 401) ctx.set('WWW-Authenticate', bearerChallenge(strapi));
      return;
    }
    const interaction = INTERACTION_PATH.exec(ctx.path);
    if (interaction) return handleInteraction(strapi, ctx, interaction[2]);
    const discovery = ctx.path === AUTHORIZATION_SERVER_PATH;
    if (!discovery && !OAUTH_PATH.test(ctx.path)) return next();
    if (ctx.method === 'POST' && ctx.path === '/oauth/register' && (await registrationThrottled(strapi, ctx)))
      return;
    // RFC 8414's document is the library's discovery document under its own name.
    if (discovery) ctx.req.url = ctx.req.url!.replace(AUTHORIZATION_SERVER_PATH, LIBRARY_DISCOVERY_PATH);
    const provider = await oauthProvider(strapi);
    ctx.respond = false;
    await provider.callback()(ctx.req, ctx.res);
  };
