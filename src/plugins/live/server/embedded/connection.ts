import { CODES } from '../protocol/codes';
import {
  channelEvent,
  connectionEstablished,
  dataObject,
  errorFrame,
  parseFrame,
  PONG,
  subscriptionError,
  type Frame,
} from '../protocol/frames';
import { isChannelName, signatureMatches } from '../protocol/signature';
import { kindOf } from '../channels/rules';
import type { LocalChannels } from '../channels/local-channels';
import type { PresenceStore } from '../channels/presence';
import type { LiveEvent } from '../bus/live-event';
import { SecondWindow, type SocketLimits } from './limits';

/** What a connection needs of its WebSocket: send text, close with a code. */
export type SocketLike = { send(text: string): void; close(code: number, reason: string): void };

export type ConnectionDeps = {
  app: { key: string; secret: string };
  channels: LocalChannels;
  /** Who is on each presence channel, over every instance. */
  presence: PresenceStore;
  limits: SocketLimits;
  activityTimeoutSeconds: number;
  /** An event for every instance's subscribers of the channel but `except` (the bus). */
  publish(event: LiveEvent): void;
};

type Membership = { userId: string };

/**
 * One client's socket, speaking Pusher Channels protocol 7: subscriptions (signed for private and
 * presence channels), presence members, client events on presence channels, ping and pong. A bad
 * frame or a breached limit gets the protocol's error and leaves the socket as it was.
 */
export class Connection {
  private readonly subscribed = new Map<string, Membership | null>();
  private readonly clientEvents = new SecondWindow();
  /** Presence joins still waiting for the members. */
  private readonly joining = new Set<Membership>();

  constructor(
    readonly socketId: string,
    private readonly socket: SocketLike,
    private readonly deps: ConnectionDeps,
  ) {
    socket.send(connectionEstablished(socketId, deps.activityTimeoutSeconds));
  }

  get channelCount() {
    return this.subscribed.size;
  }

  send = (text: string) => this.socket.send(text);

  receive(text: string, bytes: number) {
    if (bytes > this.deps.limits.frameBytes)
      return this.send(errorFrame(CODES.overLimit, `A frame may hold ${this.deps.limits.frameBytes} bytes.`));
    const frame = parseFrame(text);
    if (!frame) return this.send(errorFrame(null, 'The frame is not a JSON object with an event.'));
    if (frame.event === 'pusher:ping') return this.send(PONG);
    if (frame.event === 'pusher:pong') return;
    if (frame.event === 'pusher:subscribe') return this.subscribe(frame);
    if (frame.event === 'pusher:unsubscribe') return this.unsubscribe(dataObject(frame.data)?.channel);
    if (frame.event.startsWith('client-')) return this.clientEvent(frame);
    this.send(errorFrame(null, `Unknown event: ${frame.event.slice(0, 60)}`));
  }

  private subscribe(frame: Frame) {
    const data = dataObject(frame.data);
    const channel = data?.channel;
    if (typeof channel !== 'string' || !isChannelName(channel))
      return this.send(errorFrame(null, 'The subscription names no valid channel.'));
    if (this.subscribed.has(channel)) return void this.succeeded(channel);
    if (this.subscribed.size >= this.deps.limits.channelsPerSocket)
      return this.send(
        errorFrame(CODES.overLimit, `A socket may hold ${this.deps.limits.channelsPerSocket} channels.`),
      );
    const kind = kindOf(channel);
    const channelData = typeof data?.channel_data === 'string' ? data.channel_data : undefined;
    if (kind !== 'public') {
      const signed = kind === 'presence' ? channelData : undefined;
      if (!signatureMatches(this.deps.app, data?.auth, this.socketId, channel, signed))
        return this.send(subscriptionError(channel, 401, 'The subscription is not signed by this app.'));
    }
    if (kind !== 'presence') {
      this.subscribed.set(channel, null);
      this.deps.channels.subscribe(channel, { socketId: this.socketId, send: this.send });
      return this.send(channelEvent(channel, 'pusher_internal:subscription_succeeded', {}));
    }
    const member = dataObject(channelData);
    const userId = member?.user_id;
    if (typeof userId !== 'string' && typeof userId !== 'number')
      return this.send(subscriptionError(channel, 400, 'A presence subscription names its user_id.'));
    void this.join(channel, { userId: String(userId) }, member?.user_info ?? null);
  }

  /**
   * Joins a presence channel: the members over every instance come back, the socket is then
   * subscribed and told who is there (itself among them), and the others hear of a new user. The
   * channel is held meanwhile, so a second subscribe or the limit count sees it.
   */
  private async join(channel: string, membership: Membership, info: unknown) {
    this.subscribed.set(channel, membership);
    this.joining.add(membership);
    const { added, members } = await this.deps.presence.join(channel, this.socketId, {
      user_id: membership.userId,
      user_info: info,
    });
    this.joining.delete(membership);
    if (this.subscribed.get(channel) !== membership) {
      // Unsubscribed or closed while joining: it leaves again, and the others hear of it only if they heard it came.
      const gone = await this.deps.presence.leave(channel, this.socketId, membership.userId);
      if (added && !gone)
        this.memberEvent(channel, 'pusher_internal:member_added', {
          user_id: membership.userId,
          user_info: info,
        });
      if (gone && !added)
        this.memberEvent(channel, 'pusher_internal:member_removed', { user_id: membership.userId });
      return;
    }
    this.deps.channels.subscribe(channel, { socketId: this.socketId, send: this.send });
    this.send(channelEvent(channel, 'pusher_internal:subscription_succeeded', members));
    if (added)
      this.memberEvent(channel, 'pusher_internal:member_added', {
        user_id: membership.userId,
        user_info: info,
      });
  }

  private memberEvent(channel: string, event: string, data: unknown) {
    this.deps.publish({ channel, event, data, except: this.socketId });
  }

  private async succeeded(channel: string) {
    const data = kindOf(channel) === 'presence' ? await this.deps.presence.members(channel) : {};
    this.send(channelEvent(channel, 'pusher_internal:subscription_succeeded', data));
  }

  private unsubscribe(channel: unknown) {
    if (typeof channel !== 'string' || !this.subscribed.has(channel)) return;
    const membership = this.subscribed.get(channel);
    this.subscribed.delete(channel);
    this.deps.channels.unsubscribe(channel, this.socketId);
    // A join under way leaves by itself when it finds the channel gone: one leave per join.
    if (membership && !this.joining.has(membership)) void this.leave(channel, membership);
  }

  private async leave(channel: string, membership: Membership) {
    if (await this.deps.presence.leave(channel, this.socketId, membership.userId))
      this.memberEvent(channel, 'pusher_internal:member_removed', { user_id: membership.userId });
  }

  /** Client events are relayed on presence channels the socket holds, at most so many a second. */
  private clientEvent(frame: Frame) {
    const channel = frame.channel;
    if (!channel || kindOf(channel) !== 'presence' || !this.subscribed.has(channel))
      return this.send(errorFrame(null, 'Client events are relayed on presence channels the socket holds.'));
    if (!this.clientEvents.take(this.deps.limits.clientEventsPerSecond))
      return this.send(
        errorFrame(
          CODES.overLimit,
          `At most ${this.deps.limits.clientEventsPerSecond} client events a second.`,
        ),
      );
    // As Pusher relays them: the data as sent, and on a presence channel who sent it.
    this.deps.publish({
      channel,
      event: frame.event,
      data: frame.data ?? {},
      except: this.socketId,
      userId: this.subscribed.get(channel)?.userId,
    });
  }

  /** The socket closed: it leaves every channel. */
  closed() {
    for (const channel of [...this.subscribed.keys()]) this.unsubscribe(channel);
  }

  close(code: number, reason: string) {
    this.socket.close(code, reason);
  }
}
