import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createHmac, timingSafeEqual } from 'crypto';
import { AppError, TooManyRequestsError, contract, throttleKey } from '../../../contract/public';
import { accounts } from '../../accessor';
import { formFields } from './form-body';
import { oauthModule, oauthProvider } from './provider';
import { oauthSettings } from './settings';
import { consentPage, messagePage, signInPage, type Page } from './pages/render';
import { pageLocale, wordsOf, type PageLocale } from './pages/texts';

/** `/oauth/interaction/{uid}`, and its two forms' targets. */
export const INTERACTION_PATH = /^\/oauth\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|consent))?$/;

type Interaction = Awaited<ReturnType<Awaited<ReturnType<typeof oauthProvider>>['interactionDetails']>>;

const send = (ctx: Context, page: Page, status = 200) => {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', page.csp);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = page.html;
};

/**
 * The form's anti-forgery field: bound to the interaction, unguessable without the deployment's
 * key. The interaction's own cookie (SameSite=Lax, not sent on another site's POST) is the first
 * defence; this the second.
 */
const csrfOf = (strapi: Core.Strapi, uid: string) =>
  createHmac('sha256', oauthSettings(strapi).appKey).update(`oauth-interaction:${uid}`).digest('base64url');

const csrfMatches = (strapi: Core.Strapi, uid: string, sent: string | null) => {
  const expected = Buffer.from(csrfOf(strapi, uid));
  const given = Buffer.from(sent ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const clientName = async (strapi: Core.Strapi, interaction: Interaction) => {
  const provider = await oauthProvider(strapi);
  const client = await provider.Client.find(String(interaction.params.client_id));
  return String(client?.clientName ?? interaction.params.client_id);
};

/** The scopes asked of the MCP server that the person has not granted yet. */
const askedScopes = (strapi: Core.Strapi, interaction: Interaction) => {
  const missing = (interaction.prompt.details.missingResourceScopes ?? {}) as Record<string, string[]>;
  return missing[oauthSettings(strapi).resource] ?? [];
};

const render = async (strapi: Core.Strapi, ctx: Context, interaction: Interaction, locale: PageLocale) => {
  const action = `/oauth/interaction/${interaction.uid}/${interaction.prompt.name === 'login' ? 'login' : 'consent'}`;
  const csrf = csrfOf(strapi, interaction.uid);
  const client = await clientName(strapi, interaction);
  if (interaction.prompt.name === 'login') return signInPage(locale, { action, csrf, client });
  return consentPage(locale, {
    action,
    csrf,
    client,
    scopes: askedScopes(strapi, interaction),
    redirectOrigin: new URL(String(interaction.params.redirect_uri)).origin,
  });
};

/** Signs in with CONTRACT §2.2's rules (verified and active), throttled like `/login`. */
const signIn = async (
  strapi: Core.Strapi,
  ctx: Context,
  interaction: Interaction,
  locale: PageLocale,
  form: URLSearchParams,
) => {
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const page = async (error: string) =>
    signInPage(locale, {
      action: ctx.path,
      csrf: csrfOf(strapi, interaction.uid),
      client: await clientName(strapi, interaction),
      email,
      error,
    });
  try {
    await contract(strapi).throttles.consume('login', (key) => throttleKey(key, { ip: ctx.ip, email }));
    const user = await accounts(strapi).authentication.accountOf(email, form.get('password') ?? '');
    if (!user.email_verified_at) return send(ctx, await page(wordsOf(locale).notAllowed), 403);
    const provider = await oauthProvider(strapi);
    const to = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: String(user.id) } },
      { mergeWithLastSubmission: false },
    );
    return ctx.redirect(to);
  } catch (error) {
    if (error instanceof TooManyRequestsError) {
      ctx.set(error.headers);
      return send(ctx, await page(wordsOf(locale).throttled(Number(error.headers['Retry-After']))), 429);
    }
    if (!(error instanceof AppError) || (error.status !== 401 && error.status !== 403)) throw error;
    const message = error.status === 401 ? wordsOf(locale).wrongCredentials : wordsOf(locale).notAllowed;
    return send(ctx, await page(message), error.status);
  }
};

/** Allow grants the asked scopes for the MCP server; Deny answers the client `access_denied`. */
const decide = async (strapi: Core.Strapi, ctx: Context, interaction: Interaction, form: URLSearchParams) => {
  const provider = await oauthProvider(strapi);
  if (form.get('decision') !== 'allow') {
    const to = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { error: 'access_denied', error_description: 'The person denied access.' },
      { mergeWithLastSubmission: false },
    );
    return ctx.redirect(to);
  }
  const accountId = String(interaction.session?.accountId);
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
  // The library asks them twice: as its own scopes and as the MCP server's; both are granted.
  const { missingOIDCScope } = interaction.prompt.details as { missingOIDCScope?: string[] };
  if (missingOIDCScope?.length) grant!.addOIDCScope(missingOIDCScope.join(' '));
  grant!.addResourceScope(oauthSettings(strapi).resource, askedScopes(strapi, interaction).join(' '));
  const grantId = await grant!.save();
  const to = await provider.interactionResult(
    ctx.req,
    ctx.res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
  return ctx.redirect(to);
};

/**
 * The sign-in and consent pages of an authorization in progress (CONTRACT §15): GET shows the one
 * the library asks for, POST answers it. A missing or expired interaction (its cookie gone) is a page
 * saying so, never a redirect.
 */
export const handleInteraction = async (strapi: Core.Strapi, ctx: Context, step: string | undefined) => {
  const provider = await oauthProvider(strapi);
  const { errors } = await oauthModule();
  let interaction: Interaction;
  try {
    interaction = await provider.interactionDetails(ctx.req, ctx.res);
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
    const locale = pageLocale(undefined, ctx.get('Accept-Language'));
    return send(ctx, messagePage(locale, wordsOf(locale).expired), 400);
  }
  const locale = pageLocale(interaction.params.ui_locales, ctx.get('Accept-Language'));
  if (ctx.method === 'GET' && !step) return send(ctx, await render(strapi, ctx, interaction, locale));
  const expected = interaction.prompt.name === 'login' ? 'login' : 'consent';
  const form = ctx.method === 'POST' ? await formFields(ctx) : null;
  if (!form || step !== expected || !csrfMatches(strapi, interaction.uid, form.get('csrf')))
    return send(ctx, messagePage(locale, wordsOf(locale).expired), 400);
  return step === 'login'
    ? signIn(strapi, ctx, interaction, locale, form)
    : decide(strapi, ctx, interaction, form);
};
