import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from './registry';

const registers = [registry];

/** Seconds from a change's commit to its frames on the sockets (or to the Pusher API's answer). */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

export type RealtimeLoad = { sockets: number; subscriptions: number };
let loadSource: (() => RealtimeLoad) | null = null;

new Gauge({
  name: 'realtime_sockets',
  help: "Open WebSocket connections of this instance's embedded real-time server, read on scrape",
  registers,
  collect() {
    this.set(loadSource?.().sockets ?? 0);
  },
});
new Gauge({
  name: 'realtime_subscriptions',
  help: 'Channel subscriptions held by those sockets, read on scrape',
  registers,
  collect() {
    this.set(loadSource?.().subscriptions ?? 0);
  },
});
const realtimeEvents = new Counter({
  name: 'realtime_events_total',
  help: 'Live events this instance published after a commit, by channel type (CONTRACT §13)',
  labelNames: ['channel_type'] as const,
  registers,
});
const realtimeDeliveries = new Counter({
  name: 'realtime_deliveries_total',
  help: "Event frames written to this instance's sockets, by channel type (one per subscribed socket)",
  labelNames: ['channel_type'] as const,
  registers,
});
const realtimeLag = new Histogram({
  name: 'realtime_delivery_lag_seconds',
  help: "From a change's commit to its event on this instance's sockets (embedded) or accepted by the Pusher API",
  labelNames: ['channel_type'] as const,
  buckets: LAG_BUCKETS,
  registers,
});

/** The live plugin says where its socket and subscription counts are read from (once per boot). */
export const watchRealtimeLoad = (source: () => RealtimeLoad) => {
  loadSource = source;
};

/** `channelType` is a channel's registered prefix (`presence-trip`), never anything from a client. */
export const countRealtimeEvent = (channelType: string) => realtimeEvents.inc({ channel_type: channelType });

/** An event reached `sockets` sockets of this instance `lagMs` after its commit. */
export const countRealtimeDelivery = (channelType: string, sockets: number, lagMs: number | null) => {
  if (sockets > 0) realtimeDeliveries.inc({ channel_type: channelType }, sockets);
  if (lagMs !== null) realtimeLag.observe({ channel_type: channelType }, Math.max(0, lagMs) / 1000);
};
