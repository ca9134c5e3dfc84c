import type { Core } from '@strapi/strapi';

/** Maps and routing (CONTRACT §3, §9): our own catalog's coordinates; road routing when a router is configured. */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  routing: {
    /** An OSRM-compatible router (`/route/v1/driving/…`); without it, great-circle legs. */
    baseUrl: env('ROUTING_BASE_URL', ''),
    timeoutMs: env.int('ROUTING_TIMEOUT_MS', 5000),
    /** Turns great-circle kilometres into minutes. */
    averageSpeedKmh: env.int('ROUTING_AVERAGE_SPEED_KMH', 50),
  },
  /** How many places of each kind a destination map shows. */
  destinationCap: env.int('MAPS_DESTINATION_CAP', 20),
});
