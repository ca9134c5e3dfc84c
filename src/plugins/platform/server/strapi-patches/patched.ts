/**
 * Each patch marks the function it installs, so a test of the running app can tell that the patch
 * took (a Strapi whose internals changed shape would leave the original in place, silently).
 */
export const PATCHED = Symbol.for('platform.strapi-patch');

export type PatchName = 'route-match-memo' | 'statement-cache' | 'request-listener' | 'boot-sync-memo';

export const markPatched = <F extends (...args: never[]) => unknown>(fn: F, name: PatchName): F =>
  Object.assign(fn, { [PATCHED]: name });

/** The patch that installed `fn`, if one did. */
export const patchOf = (fn: unknown): PatchName | undefined =>
  typeof fn === 'function' ? (fn as unknown as Record<symbol, PatchName | undefined>)[PATCHED] : undefined;
