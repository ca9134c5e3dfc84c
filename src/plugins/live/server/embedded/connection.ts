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
import type { LiveEvent } from '../bus/live-event';
import { SecondWindow, type SocketLimits } from './limits';

/** What a connection needs of its WebSocket: send text, close with a code. */
export type SocketLike = { send(text: string): void; close(code: number, reason: string): void };

export type ConnectionDeps = {
  app: { key: string; secret: string };
  channels: LocalChannels;
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
    if (this.subscribed.has(channel)) return this.succeeded(channel);
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
    let membership: Membership | null = null;
    if (kind === 'presence') {
      const member = dataObject(channelData);
      const userId = member?.user_id;
      if (typeof userId !== 'string' && typeof userId !== 'number')
        return this.send(subscriptionError(channel, 400, 'A presence subscription names its user_id.'));
      membership = { userId: String(userId) };
      const added = this.deps.channels.join(channel, this.socketId, {
        user_id: membership.userId,
        user_info: member?.user_info ?? null,
      });
      // The others hear of a new user; the socket itself finds itself among the members.
      if (added)
        this.deps.publish({
          channel,
          event: 'pusher_internal:member_added',
          data: { user_id: membership.userId, user_info: member?.user_info ?? null },
          except: this.socketId,
        });
    }
    this.subscribed.set(channel, membership);
    this.deps.channels.subscribe(channel, { socketId: this.socketId, send: this.send });
    this.succeeded(channel);
  }

  private succeeded(channel: string) {
    const data = kindOf(channel) === 'presence' ? this.deps.channels.presence(channel) : {};
    this.send(channelEvent(channel, 'pusher_internal:subscription_succeeded', data));
  }

  private unsubscribe(channel: unknown) {
    if (typeof channel !== 'string' || !this.subscribed.has(channel)) return;
    const membership = this.subscribed.get(channel);
    this.subscribed.delete(channel);
    this.deps.channels.unsubscribe(channel, this.socketId);
    if (membership && this.deps.channels.leave(channel, this.socketId, membership.userId))
      this.deps.publish({
        channel,
        event: 'pusher_internal:member_removed',
        data: { user_id: membership.userId },
      });
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
