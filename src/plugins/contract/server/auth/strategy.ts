import type { Context } from 'koa';
import type { Access } from './access';
import { checkAccess } from './check-access';
import { principalSource } from './principal-source';
import { routeTokenScope, type RouteScopeSource } from './token-scopes';

/**
 * Our JWT strategy, attached inline to each of our routes (never registered globally, so
 * the internal plugins' routes keep refusing our tokens). It runs CONTRACT §2.2 once:
 * the route's declared `access` decides what a missing or bad token means, and its `tokenScope`
 * what a personal access token must hold.
 */
export const contractJwtStrategy = {
  name: 'contract-jwt',
  async authenticate(ctx: Context) {
    const config = ctx.state.route?.config;
    const access = (config?.access ?? 'verified') as Access;
    const principal = await principalSource.of(strapi).fromRequest(ctx);
    const scope = routeTokenScope(strapi, config?.tokenScope as RouteScopeSource | undefined);
    const denial = checkAccess(access, principal, scope);
    if (denial) throw denial;
    if (principal) {
      ctx.state.user = principal.user;
      ctx.state.principal = principal;
    }
    return { authenticated: true, credentials: principal?.user ?? null };
  },
};
