import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ForbiddenError, type Principal } from '../../../contract/public';
import { platform } from '../../../platform/public';
import { LocalChannels } from '../channels/local-channels';
import { channelTypeOf, kindOf, ruleOf } from '../channels/rules';
import { countRealtimeDelivery, countRealtimeEvent, watchRealtimeLoad } from '../../../metrics/public';
import { createBus, type Bus } from '../bus/bus';
import { frameOf, isControl, type BusMessage, type LiveEvent } from '../bus/live-event';
import { localUserSockets, redisUserSockets } from '../embedded/user-sockets';
import { localPresence } from '../channels/presence';
import { redisPresence } from '../channels/redis-presence';
import { signingApp, type LiveConfig } from '../config';
import { inOrderBy } from '../bus/in-order';
import { createPusherBus } from '../bus/pusher-bus';
import { CODES } from '../protocol/codes';
import { signSubscription, SOCKET_ID, SOCKET_ID_MAX } from '../protocol/signature';
import { startEmbedded, type EmbeddedServer } from '../embedded/server';

/** The header a client names its own socket with, to be left out of what its request causes. */
const SOCKET_HEADER = 'x-socket-id';

/**
 * Live events (CONTRACT §13): the embedded Pusher-protocol server and the bus to every instance,
 * channel authorization for POST /broadcasting/auth, and `afterCommit`, which publishes an event
 * once the transaction of the change that caused it has committed (at once outside one).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = () => strapi.config.get('plugin::live') as LiveConfig;
  const channels = new LocalChannels();
  let bus: Bus | null = null;
  let embedded: EmbeddedServer | null = null;

  /**
   * The sends of one channel in the order their changes committed, even when one reads its data
   * after the commit and takes longer than the next.
   */
  const sends = inOrderBy();
  let pusher: ReturnType<typeof createPusherBus> | null = null;

  const lagOf = (event: LiveEvent) => (event.at === undefined ? null : Date.now() - event.at);
  const deliver = (message: BusMessage) => {
    if (isControl(message)) {
      if (message.control === 'bind') void embedded?.bind(message.socketId, message.userId);
      else embedded?.drop(message.userId);
      return;
    }
    const sockets = channels.deliver(message.channel, frameOf(message), message.except);
    countRealtimeDelivery(channelTypeOf(message.channel), sockets, lagOf(message));
  };
  /** With Redis, user counts and presence span every instance; without, this process's. */
  const embeddedParts = () => {
    const client = platform(strapi).redis.client();
    const publish = (event: LiveEvent) => bus!.publish(event);
    if (!client)
      return { channels, presence: localPresence(channels), publish, userSockets: localUserSockets() };
    const prefix = strapi.config.get('plugin::platform.redisPrefix') as string;
    const warn = (text: string) => strapi.log.warn(text);
    return {
      channels,
      presence: redisPresence(client, prefix, channels, warn),
      publish,
      userSockets: redisUserSockets(client, prefix, warn),
    };
  };
  /** The socket the request under way named (`X-Socket-ID`), if well formed. */
  const requestSocket = (): string | undefined => {
    const header = strapi.requestContext.get()?.get(SOCKET_HEADER);
    return header && header.length <= SOCKET_ID_MAX && SOCKET_ID.test(header) ? header : undefined;
  };

  return {
    /** Starts the bus and, with the embedded driver, the sockets (the plugin's bootstrap). */
    start() {
      if (config().driver === 'pusher') {
        bus = pusher = createPusherBus(strapi, config().pusher, (event) =>
          countRealtimeDelivery(channelTypeOf(event.channel), 0, lagOf(event)),
        );
        return;
      }
      bus = createBus(strapi, deliver);
      watchRealtimeLoad(() => ({
        sockets: embedded?.sockets ?? 0,
        subscriptions: channels.socketsSubscribed,
      }));
      embedded = startEmbedded(strapi, config(), embeddedParts());
      platform(strapi).lifecycle.onDrain(() => void embedded?.close(CODES.reconnect, 'Server draining'));
    },

    async stop() {
      await embedded?.close(CODES.reconnect, 'Server stopping');
      embedded = null;
      await sends.idle();
      await bus?.close();
      bus = pusher = null;
    },

    /** Whether the Pusher HTTP API answers (`pusher` driver); the embedded server has nothing to ask. */
    async probe() {
      await pusher?.probe();
    },

    /** What carries events (`redis`, `local`), the embedded server's open sockets and subscriptions. */
    status() {
      return {
        driver: config().driver,
        bus: bus?.kind ?? null,
        sockets: embedded?.sockets ?? 0,
        subscriptions: channels.socketsSubscribed,
      };
    },

    /**
     * The user's access changed (a token revoked, the account blocked): every socket of theirs, on
     * every instance, closes with 4200 and subscribes again — which a revoked token or a blocked
     * account can no longer do, while their other devices carry on.
     */
    dropUser(userId: number) {
      bus?.publish({ control: 'drop', userId });
    },

    /** Publishes now, to every instance's subscribers of `channel` (but `except`). */
    broadcast(channel: string, event: string, data: unknown, except?: string, at = Date.now()) {
      countRealtimeEvent(channelTypeOf(channel));
      bus?.publish({ channel, event, data, except, at });
    },

    /**
     * Publishes once the change under way commits (never for a change rolled back), leaving out the
     * socket the request named in `X-Socket-ID`. `data` may be a function, read after the commit (an
     * unread count that includes the change); if reading it fails, the event is not sent and the
     * failure is logged: a live event is a courtesy, the state stays readable over REST. A change
     * made in a query-builder transaction of its own names it (`trx`).
     */
    async afterCommit(
      channel: string,
      event: string,
      data: unknown,
      { trx }: { trx?: Knex.Transaction } = {},
    ) {
      const except = requestSocket();
      const send = () => {
        const committed = Date.now();
        sends.run(channel, async () => {
          try {
            const value = typeof data === 'function' ? await (data as () => unknown)() : data;
            this.broadcast(channel, event, value, except, committed);
          } catch (error) {
            strapi.log.error(`live: ${event} on ${channel} not sent`, { error });
          }
        });
      };
      if (strapi.db.inTransaction())
        return strapi.db.transaction(async ({ onCommit }) => {
          onCommit(send);
        });
      // A query-builder transaction with a callback: its promise rejects when the callback throws
      // (rolled back: the change never happened, there is nothing to announce). Strapi's own
      // transactions resolve it on a rollback too, which is why they go through `onCommit` above.
      if (trx) return void trx.executionPromise.then(send, () => undefined);
      send();
    },

    /**
     * The signature of a subscription the principal may make (`{auth, channel_data?}`), or 403: no
     * module owns the channel, the owner refuses, or a personal access token lacks the channel's
     * scope (or may not join it at all).
     */
    async authorize(principal: Principal, socketId: string, channel: string) {
      const owned = ruleOf(channel);
      const kind = kindOf(channel);
      if (!owned || kind === 'public') throw new ForbiddenError('You may not join this channel.');
      const { rule, id } = owned;
      if (principal.scopes && (rule.scope === null || !principal.scopes.has(rule.scope)))
        throw new ForbiddenError(
          rule.scope
            ? `This access token lacks the ${rule.scope} scope.`
            : 'Access tokens may not join this channel.',
          'insufficient_scope',
        );
      if (!(await rule.authorize(strapi, principal, id)))
        throw new ForbiddenError('You may not join this channel.');
      const app = signingApp(config());
      // The socket is the caller's from now on, on whichever instance holds it.
      bus?.publish({ control: 'bind', socketId, userId: principal.id });
      if (kind !== 'presence') return { auth: signSubscription(app, socketId, channel) };
      const info = rule.member ? await rule.member(strapi, principal) : { name: null };
      const channelData = JSON.stringify({ user_id: principal.id, user_info: info });
      return { auth: signSubscription(app, socketId, channel, channelData), channel_data: channelData };
    },
  };
};
