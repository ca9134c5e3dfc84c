import type { Context } from 'koa';
import { definePort } from '../../../platform/public';
import type { Principal } from './access';

/** Who is calling: the module that knows users (accounts) provides it; our strategy asks it. */
export type PrincipalSource = {
  /** The caller of a request, or null when it carries no valid, unrevoked token. */
  fromRequest(ctx: Context): Promise<Principal | null>;
};

export const principalSource = definePort<PrincipalSource>('contract.principal-source');
