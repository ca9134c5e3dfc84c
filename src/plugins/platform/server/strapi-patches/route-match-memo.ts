/**
 * Strapi's router (@koa/router 12) holds every route of every API in one stack — nested routers
 * are copied into it — and matches a request by testing each route's regular expression in turn:
 * several hundred tests (and a debug call each) on every request, about a tenth of a cache-missing
 * catalog search. The answer depends on the path, the method and the stack only, so it is kept per
 * path and method, bounded, least recently used first out, and forgotten whenever the stack grows
 * or shrinks (routes added after this was installed).
 */
import { leastRecentlyUsed } from '../../../../lib/lru';
import { markPatched } from './patched';

type Matched<L> = { path: L[]; pathAndMethod: L[]; route: boolean };
type MatchingRouter<L> = { stack: L[]; match(path: string, method: string): Matched<L> };

export const memoizeRouteMatch = <L, R extends MatchingRouter<L>>(router: R, capacity = 2000): R => {
  const match = router.match.bind(router);
  const kept = leastRecentlyUsed<string, Matched<L>>(capacity);
  let stackSize = router.stack.length;
  router.match = markPatched((path: string, method: string): Matched<L> => {
    if (router.stack.length !== stackSize) {
      kept.clear();
      stackSize = router.stack.length;
    }
    const key = `${method} ${path}`;
    let matched = kept.get(key);
    if (matched === undefined) {
      matched = match(path, method);
      kept.set(key, matched);
    }
    // The router appends a nested router's matches to `ctx.matched`, which starts as this array.
    return { path: [...matched.path], pathAndMethod: matched.pathAndMethod, route: matched.route };
  }, 'route-match-memo');
  return router;
};
