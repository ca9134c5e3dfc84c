/**
 * What a personal access token may be granted (CONTRACT §12), and which scope each route asks of
 * one: the accounts module owns its tokens end to end. A session token holds every scope.
 */
export const TOKEN_SCOPES = ['catalog:read', 'trips:read', 'trips:write', 'ai:plan', 'checkout'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

type Rule = { scope: TokenScope; methods?: readonly string[]; paths: RegExp };

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The scope each route asks of a personal access token, by its declared path (the route files of
 * the domains stay unaware of tokens). First match wins; a route no rule covers (account, token
 * management, admin, agency, reports…) refuses every personal access token: it fails closed.
 */
const RULES: Rule[] = [
  // Metered AI work, and the quota an agent reads before spending it.
  { scope: 'ai:plan', paths: /^\/(ai\/.+|review|enhance|trips\/:trip\/concierge|me\/ai-quota)$/ },
  // Starting a payment: the person pays on the page it returns; an agent never pays by itself.
  {
    scope: 'checkout',
    methods: ['POST'],
    paths: /^\/(payments|checkout)\/initiate$|^\/me\/(subscribe|upgrade)$/,
  },
  { scope: 'trips:read', methods: ['GET'], paths: /^\/(trips|dashboard\/trips|maps\/trip\/:trip)(\/|$)/ },
  { scope: 'trips:write', methods: WRITES, paths: /^\/trips(\/|$)/ },
];

/**
 * What only the person does, in a session, never an agent with a token (CONTRACT §14): whom they
 * plan a trip with — inviting, changing roles, removing, handing out share links (whose URLs are
 * secrets) — and answering an invitation or joining by a link. Reading the members stays `trips:read`.
 */
const PERSONS_ONLY: Array<Omit<Rule, 'scope'>> = [
  { methods: WRITES, paths: /^\/trips\/:trip\/members(\/|$)/ },
  { paths: /^\/trips\/:trip\/share-links(\/|$)/ },
];

/**
 * The scope a route asks of a personal access token, or null when none grants it. Public reads
 * other than trips (the catalog, weather, maps of destinations, plans) ask `catalog:read`.
 */
export const tokenScopeOf = (method: string, path: string, isPublic: boolean): TokenScope | null => {
  // A legacy `/v1/…` alias asks what its route asks.
  const bare = path.replace(/^\/v1(?=\/)/, '');
  if (PERSONS_ONLY.some((rule) => (!rule.methods || rule.methods.includes(method)) && rule.paths.test(bare)))
    return null;
  const rule = RULES.find((r) => (!r.methods || r.methods.includes(method)) && r.paths.test(bare));
  if (rule) return rule.scope;
  return isPublic && method === 'GET' ? 'catalog:read' : null;
};
