import type { Core } from '@strapi/strapi';
import type { Principal, TokenScope } from '../../../contract/public';

/** What a member of a presence channel shows the others. */
export type MemberInfo = { name: string | null };

/**
 * Who may join the channels of one prefix (`private-conversation.`): the module that owns the
 * records decides. `scope`: what a personal access token must hold to join (null: no such token
 * may). `authorize` answers whether the principal may join the channel of `id` (what follows the
 * prefix); for a presence channel, `member` says what the others see of the principal.
 */
export type ChannelRule = {
  prefix: string;
  scope: TokenScope | null;
  authorize(strapi: Core.Strapi, principal: Principal, id: string): Promise<boolean>;
  member?(strapi: Core.Strapi, principal: Principal): Promise<MemberInfo>;
};

export type ChannelKind = 'public' | 'private' | 'presence';

export const kindOf = (channel: string): ChannelKind =>
  channel.startsWith('presence-') ? 'presence' : channel.startsWith('private-') ? 'private' : 'public';

/** The rules modules registered, longest prefix first; one registry per process (rules are code). */
const rules: ChannelRule[] = [];

/** A module's channels (its register step): a prefix names its private or presence channels. */
export const registerChannel = (rule: ChannelRule) => {
  if (kindOf(rule.prefix) === 'public') throw new Error(`${rule.prefix}: only private and presence channels`);
  if (rules.some((known) => known.prefix === rule.prefix)) return;
  rules.push(rule);
  rules.sort((a, b) => b.prefix.length - a.prefix.length);
};

/** The rule of a channel and the id it names, or null when no module owns it. */
export const ruleOf = (channel: string): { rule: ChannelRule; id: string } | null => {
  const rule = rules.find((known) => channel.startsWith(known.prefix));
  if (!rule) return null;
  const id = channel.slice(rule.prefix.length);
  return id ? { rule, id } : null;
};

/** A channel's family for the metrics: its registered prefix (`presence-trip`), or `other`. */
export const channelTypeOf = (channel: string): string =>
  ruleOf(channel)?.rule.prefix.replace(/[.]$/, '') ?? 'other';
