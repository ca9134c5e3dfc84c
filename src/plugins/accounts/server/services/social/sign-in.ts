import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { NotFoundError, UpstreamError } from '../../../../contract/public';
import { isTrashed } from '../../../../soft-delete/public';
import { exchangeCode, fetchProfile, type OAuthCall } from '../../adapters/identity-providers/oauth';
import type { SocialProfile } from '../../adapters/identity-providers/profile';
import {
  type ProviderName,
  type ProviderSettings,
  isProvider,
} from '../../adapters/identity-providers/providers';
import { createState, readState } from './state';
import type { UserRecord } from '../../presenters/user';
import { frontendPage } from '../../presenters/frontend-page';
import { registered } from '../registered-event';
import { accounts } from '../../../accessor';

class SignInFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * Social sign-in with the OAuth 2.0 authorization-code flow (CONTRACT §2.5). Every outcome
 * of the callback is a redirect to the frontend: with a token, or with `oauth_error`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const setting = <T>(key: string) => strapi.config.get(`plugin::accounts.${key}`) as T;
  const providerSettings = (name: ProviderName) =>
    setting<Record<ProviderName, ProviderSettings>>('social')[name];
  const callbackUrl = (name: ProviderName) =>
    `${setting<string>('appUrl').replace(/\/$/, '')}/api/auth/${name}/callback`;
  const frontendCallback = (params: Record<string, string>) =>
    frontendPage(setting<string>('frontendUrl'), setting<string>('frontendOAuthPath'), params);
  const timeoutMs = () => setting<number>('socialTimeoutMs');

  const requireProvider = (name: string): ProviderName => {
    if (!isProvider(name))
      throw new NotFoundError(`The requested endpoint '/api/auth/${name}' was not found.`);
    return name;
  };

  /**
   * The provider's user for an authorization code. The provider's failure is a failed sign-in (the
   * frontend is told, the log says why); a fault of ours stays a 500.
   */
  const profileFor = async (call: OAuthCall, code: string): Promise<SocialProfile> => {
    let profile: SocialProfile;
    try {
      profile = await fetchProfile(call, await exchangeCode(call, code));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      strapi.log.warn(`social sign-in: ${error.message}`);
      throw new SignInFailure('provider_error');
    }
    if (!profile.email) throw new SignInFailure('email_required');
    // An address the provider has not confirmed proves nothing: it must not open (or create) the account that has it.
    if (!profile.emailVerified) throw new SignInFailure('email_unverified');
    return profile;
  };

  /** Finds the account by provider id, then by e-mail (linking it), else creates an unverified one. */
  const findOrCreate = async (
    name: ProviderName,
    profile: SocialProfile,
  ): Promise<{ user: UserRecord; created: boolean }> => {
    const users = accounts(strapi).users;
    const linked = await users.findByProvider(name, profile.id);
    if (linked) return { user: linked, created: false };
    const byEmail = await users.findByEmail(profile.email!);
    if (byEmail) {
      if (isTrashed(byEmail)) throw new SignInFailure('account_unavailable');
      const patch: Record<string, unknown> = { [`${name}_id`]: profile.id };
      if (!byEmail.avatar && profile.avatar) patch.avatar = profile.avatar;
      // Nobody has proven this address for the account yet: whoever registered it may not own it.
      // The provider's owner takes it over — its password is replaced and its sessions end.
      const unproven = !byEmail.email_verified_at;
      if (unproven) patch.password = randomBytes(24).toString('base64url');
      const user = await users.update(byEmail.id, patch);
      if (unproven) await accounts(strapi).tokens.revokeAllFor(byEmail.id);
      return { user, created: false };
    }
    const user = await users.create(
      {
        email: profile.email!,
        name: profile.name,
        avatar: profile.avatar,
        password: randomBytes(24).toString('base64url'),
        role: 'user',
        [`${name}_id`]: profile.id,
      },
      (created) => registered(strapi, created.id, name),
    );
    return { user, created: true };
  };

  return {
    /** The provider's authorisation URL and the nonce to keep in a cookie. */
    start(providerName: string) {
      const name = requireProvider(providerName);
      const settings = providerSettings(name);
      if (!settings.clientId)
        return {
          redirect: frontendCallback({ oauth_error: 'provider_not_configured', provider: name }),
          nonce: null,
        };
      const { state, nonce } = createState(setting<string>('appKey'), name);
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: callbackUrl(name),
        response_type: 'code',
        scope: settings.scope,
        state,
      }).toString();
      return { redirect: url.toString(), nonce };
    },

    /** Where to send the browser back to after the provider's redirect. */
    async finish(
      providerName: string,
      query: Record<string, unknown>,
      cookieNonce: string | undefined,
    ): Promise<string> {
      const name = requireProvider(providerName);
      try {
        if (typeof query.error === 'string') throw new SignInFailure('access_denied');
        const nonce = readState(setting<string>('appKey'), name, query.state);
        if (!nonce || nonce !== cookieNonce) throw new SignInFailure('invalid_state');
        if (typeof query.code !== 'string' || query.code === '') throw new SignInFailure('invalid_request');
        const settings = providerSettings(name);
        if (!settings.clientId) throw new SignInFailure('provider_not_configured');

        const call = { name, settings, redirectUri: callbackUrl(name), timeoutMs: timeoutMs() };
        const profile = await profileFor(call, query.code);
        const { user, created } = await findOrCreate(name, profile);
        if (isTrashed(user)) throw new SignInFailure('account_unavailable');
        if (user.blocked || user.is_active === false) throw new SignInFailure('account_blocked');
        if (created) await accounts(strapi).emailVerification.send(user);

        const roles = user.role?.type ? [user.role.type] : [];
        const { token } = await accounts(strapi).tokens.issue({ id: user.id, roles });
        return frontendCallback(user.phone ? { token } : { token, oauth_pending: '1', provider: name });
      } catch (error) {
        if (error instanceof SignInFailure) return frontendCallback({ oauth_error: error.code });
        strapi.log.error(`social sign-in with ${name} failed`, { error });
        return frontendCallback({ oauth_error: 'server_error' });
      }
    },
  };
};
