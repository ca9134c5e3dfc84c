import type { Core } from '@strapi/strapi';
import type { Configuration, default as ProviderClass } from 'oidc-provider';
import { tableOf } from '../../../platform/public';
import { OAUTH_RECORD_UID, recordsAdapter } from './records-adapter';
import { grantMirror } from './grant-mirror';
import { redirectUriMatches, redirectUriRefusal } from './redirect-uris';
import { signingJwk } from './signing-key';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  CODE_TTL_SECONDS,
  GRANT_TTL_SECONDS,
  INTERACTION_TTL_SECONDS,
  OAUTH_SCOPES,
  REFRESH_TOKEN_TTL_SECONDS,
  oauthSettings,
} from './settings';

type OidcModule = typeof import('oidc-provider');

/**
 * oidc-provider is ESM only; our build is CommonJS, whose `import()` TypeScript turns into a
 * `require`. A real dynamic import, once per process.
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<OidcModule>;
let loading: Promise<OidcModule> | undefined;
export const oauthModule = () => (loading ??= importEsm('oidc-provider'));

/** The endpoints (CONTRACT §15), at the origin: clients find them through the discovery documents. */
const ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: '/oauth/register',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  end_session: '/oauth/logout',
  userinfo: '/oauth/userinfo',
  introspection: '/oauth/introspect',
  pushed_authorization_request: '/oauth/par',
  code_verification: '/oauth/device',
  device_authorization: '/oauth/device/auth',
  backchannel_authentication: '/oauth/backchannel',
  challenge: '/oauth/challenge',
};

/** Paths the authorization server answers (its routes and discovery); everything else is Strapi's. */
export const OAUTH_PATH = /^\/oauth\/|^\/\.well-known\/openid-configuration$/;

/** A claim name the registration validator is hooked on: it sees the whole metadata (see below). */
const REDIRECT_POLICY = 'redirect_uris_policy';

const configuration = (strapi: Core.Strapi, errors: OidcModule['errors']): Configuration => {
  const settings = oauthSettings(strapi);
  const table = tableOf(strapi, OAUTH_RECORD_UID);
  return {
    adapter: recordsAdapter(() => strapi.db.connection, table, grantMirror(strapi)),
    clients: [],
    // Public clients only (CONTRACT §15): no secret, PKCE instead.
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'EdDSA',
    },
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    jwks: { keys: [signingJwk(settings.appKey) as never] },
    cookies: { keys: [settings.appKey] },
    scopes: [...OAUTH_SCOPES],
    claims: {},
    routes: ROUTES,
    pkce: { required: () => true },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: CODE_TTL_SECONDS,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Grant: GRANT_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: INTERACTION_TTL_SECONDS,
    },
    rotateRefreshToken: true,
    // A public client that may refresh gets a refresh token; no `offline_access` scope is asked.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/oauth/interaction/${interaction.uid}` },
    // Every registration passes here, with all its metadata: the redirect URI rule of CONTRACT §15.
    extraClientMetadata: {
      properties: [REDIRECT_POLICY],
      validator: (_ctx, key, _value, metadata) => {
        if (key !== REDIRECT_POLICY) return;
        const uris = (metadata as { redirect_uris?: unknown }).redirect_uris;
        for (const uri of Array.isArray(uris) ? uris : []) {
          const refusal = redirectUriRefusal(uri);
          if (refusal) throw Object.assign(new errors.InvalidRedirectUri(), { error_description: refusal });
        }
      },
    },
    features: {
      devInteractions: { enabled: false },
      registration: {
        enabled: true,
        initialAccessToken: false,
        // Asked before the metadata is read: a client that names no authentication method is a
        // public one (CONTRACT §15: public clients only), and no registration access token is
        // issued (clients do not manage their registration: RFC 7592 is not offered).
        issueRegistrationAccessToken: (ctx) => {
          const body = ctx.oidc.body as { token_endpoint_auth_method?: unknown } | undefined;
          if (body && body.token_endpoint_auth_method === undefined) body.token_endpoint_auth_method = 'none';
          return false;
        },
      },
      revocation: { enabled: true },
      introspection: { enabled: false },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // An authorize request without `resource` is for the MCP server (CONTRACT §15).
        defaultResource: async () => settings.resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== settings.resource) throw new errors.InvalidTarget();
          return {
            scope: OAUTH_SCOPES.join(' '),
            audience: settings.resource,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'opaque',
          };
        },
      },
    },
  };
};

/** The authorization server of this instance, made on first use. */
export const oauthProvider = (() => {
  const made = new WeakMap<Core.Strapi, Promise<ProviderClass>>();
  return (strapi: Core.Strapi) => {
    let provider = made.get(strapi);
    if (!provider) {
      provider = oauthModule().then(({ default: Provider, errors }) => {
        const settings = oauthSettings(strapi);
        const instance = new Provider(settings.issuer, configuration(strapi, errors));
        // Behind the deployment's proxy, as Strapi is.
        instance.proxy = Boolean(strapi.config.get('server.proxy.koa'));
        // A loopback redirect URI matches whatever its port, for every client (CONTRACT §15).
        instance.Client.prototype.redirectUriAllowed = function allowed(
          this: { redirectUris: string[] },
          uri,
        ) {
          return redirectUriMatches(this.redirectUris, uri);
        };
        return instance;
      });
      made.set(strapi, provider);
    }
    return provider;
  };
})();
