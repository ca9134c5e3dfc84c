import type { DeclaredRoute } from './declared-routes';

/**
 * Every route of ours must state its access and a known throttle (route config), so that no
 * endpoint is ever mounted without the §2.2 checks or a limiter. Returns the offenders.
 */
export const undeclaredRoutes = (
  routes: DeclaredRoute[],
  knownThrottle: (name: string) => boolean,
): string[] => {
  const problems: string[] = [];
  for (const route of routes) {
    const where = `${route.method} ${route.path}`;
    if (route.access === undefined) problems.push(`${where}: no access declared`);
    if (typeof route.throttle !== 'string') problems.push(`${where}: no throttle declared`);
    else if (!knownThrottle(route.throttle)) problems.push(`${where}: unknown throttle "${route.throttle}"`);
  }
  return problems;
};
