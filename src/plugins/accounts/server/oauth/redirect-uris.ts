/** Hosts a loopback redirect URI names (RFC 8252 §7.3). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const parsed = (uri: string) => (URL.canParse(uri) ? new URL(uri) : null);

const isLoopback = (url: URL) => url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);

/**
 * Why a redirect URI may not be registered (CONTRACT §15), or null when it may: `https://…`, or
 * `http://` on a loopback host with any port; never a fragment.
 */
export const redirectUriRefusal = (uri: unknown): string | null => {
  const url = typeof uri === 'string' ? parsed(uri) : null;
  if (!url) return 'redirect_uris must be absolute URLs';
  if (url.hash || String(uri).includes('#')) return 'redirect_uris must not contain fragments';
  if (url.protocol === 'https:' || isLoopback(url)) return null;
  return 'redirect_uris must be https URLs, or http on localhost or 127.0.0.1';
};

/** The URI without its port when it is a loopback one (whose port the client picks at each run). */
const withoutLoopbackPort = (uri: string) => {
  const url = parsed(uri);
  if (!url || !isLoopback(url)) return null;
  url.port = '';
  return url.href;
};

/**
 * Whether `asked` is one of the registered redirect URIs: exactly, or, for a loopback URI, whatever
 * its port (RFC 8252 §7.3; CONTRACT §15).
 */
export const redirectUriMatches = (registered: string[], asked: string) => {
  if (registered.includes(asked)) return true;
  const bare = withoutLoopbackPort(asked);
  return bare !== null && registered.some((uri) => withoutLoopbackPort(uri) === bare);
};
