/**
 * The trip module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type adminTrips from './services/admin-trips';
import type builtTrips from './services/built-trips';
import type calendar from './services/calendar';
import type calendarFeeds from './services/calendar-feeds';
import type forks from './services/forks';
import type itinerary from './services/itinerary';
import type plannedTrips from './services/planned-trips';
import type reporting from './services/reporting';
import type tripView from './services/trip-view';
import type tripsService from './services/trips';
import type memberships from './services/memberships';
import type members from './services/members';
import type invitations from './services/invitations';
import type shareLinks from './services/share-links';
import type activity from './services/activity';

export type TripServices = {
  readonly trips: ReturnType<typeof tripsService>;
  readonly itinerary: ReturnType<typeof itinerary>;
  readonly forks: ReturnType<typeof forks>;
  readonly view: ReturnType<typeof tripView>;
  readonly admin: ReturnType<typeof adminTrips>;
  readonly calendar: ReturnType<typeof calendar>;
  /** Each user's secret calendar feed URL. */
  readonly feeds: ReturnType<typeof calendarFeeds>;
  /** Trips an agency builds for its customer (the agency module's trip builder). */
  readonly built: ReturnType<typeof builtTrips>;
  /** The AI plugin's trip store: provide it as `tripStore` (src/index.ts). */
  readonly planned: ReturnType<typeof plannedTrips>;
  /** The analytics' relations over trips, their places and destinations. */
  readonly reporting: ReturnType<typeof reporting>;
  /** Who is on which trip, read (roles, counts, the trips shared with a user). */
  readonly memberships: ReturnType<typeof memberships>;
  /** Members: join by a share link, change a role, remove (CONTRACT §14). */
  readonly members: ReturnType<typeof members>;
  /** Invitations: invite, accept, decline. */
  readonly invitations: ReturnType<typeof invitations>;
  /** Links that let whoever opens them join a trip. */
  readonly shareLinks: ReturnType<typeof shareLinks>;
  /** Who changed what of a trip, newest first. */
  readonly activity: ReturnType<typeof activity>;
};
/** `trips(strapi).trips.create(…)`: the trips module's services, typed. */
export const trips = apiServices<TripServices>('trip', {
  trips: 'trips',
  itinerary: 'itinerary',
  forks: 'forks',
  view: 'trip-view',
  admin: 'admin-trips',
  calendar: 'calendar',
  feeds: 'calendar-feeds',
  built: 'built-trips',
  planned: 'planned-trips',
  reporting: 'reporting',
  memberships: 'memberships',
  members: 'members',
  invitations: 'invitations',
  shareLinks: 'share-links',
  activity: 'activity',
});
