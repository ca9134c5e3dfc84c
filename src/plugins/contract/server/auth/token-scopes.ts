import type { Core } from '@strapi/strapi';
import { definePort } from '../../../platform/public';

/**
 * A route that serves calls of several scopes in one request (the MCP endpoint) accepts a personal
 * access token of any scope and checks the scope of each call it serves itself.
 */
export const PER_CALL = 'per-call';
/** A scope a personal access token may hold; the accounts module, which owns tokens, names them. */
export type TokenScope = string;
/** What a route asks of a personal access token: one scope, a scope per call, or none (sessions only). */
export type RouteTokenScope = TokenScope | typeof PER_CALL | null;

/** Which scope a route asks of a personal access token: the accounts module provides the rules. */
export type TokenScopeRules = {
  /** The scope of `method path` (the aliased route's path for an alias), or null when none grants it. */
  of(method: string, path: string, isPublic: boolean): TokenScope | null;
};
export const tokenScopeRules = definePort<TokenScopeRules>('contract.token-scope-rules');

/** Where a declared route's scope comes from: fixed (`per-call`), or its method and path. */
export type RouteScopeSource =
  | { fixed: typeof PER_CALL }
  | { method: string; path: string; isPublic: boolean };

const resolved = new WeakMap<object, RouteTokenScope>();

/** The scope a declared route asks, worked out once per route. */
export const routeTokenScope = (
  strapi: Core.Strapi,
  source: RouteScopeSource | undefined,
): RouteTokenScope => {
  if (!source) return null;
  if ('fixed' in source) return source.fixed;
  if (!resolved.has(source))
    resolved.set(source, tokenScopeRules.of(strapi).of(source.method, source.path, source.isPublic));
  return resolved.get(source)!;
};
