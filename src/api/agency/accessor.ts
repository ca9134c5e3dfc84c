/**
 * The agency module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type agencyTrips from './services/agency-trips';
import type assignments from './services/assignments';
import type attribution from './services/attribution';
import type completion from './services/completion';
import type deskTotals from './services/desk-totals';
import type earnings from './services/earnings';
import type flags from './services/flags';
import type parties from './services/parties';
import type people from './services/people';
import type profile from './services/profile';
import type transitions from './services/transitions';
import type view from './services/view';

export type AgencyServices = {
  readonly assignments: ReturnType<typeof assignments>;
  readonly transitions: ReturnType<typeof transitions>;
  readonly flags: ReturnType<typeof flags>;
  readonly trips: ReturnType<typeof agencyTrips>;
  readonly earnings: ReturnType<typeof earnings>;
  /** Assignments by state, from the totals the database keeps. */
  readonly deskTotals: ReturnType<typeof deskTotals>;
  readonly profile: ReturnType<typeof profile>;
  readonly people: ReturnType<typeof people>;
  /** Who an assignment joins, and which pairs a flag shows to admins (the conversations module asks). */
  readonly parties: ReturnType<typeof parties>;
  readonly completion: ReturnType<typeof completion>;
  /** Built trips and their sales named after their agency, once (an upgrade). */
  readonly attribution: ReturnType<typeof attribution>;
  readonly view: ReturnType<typeof view>;
};
/** `agency(strapi).transitions.apply(…)`: the marketplace's services, typed. */
export const agency = apiServices<AgencyServices>('agency', {
  assignments: 'assignments',
  transitions: 'transitions',
  flags: 'flags',
  trips: 'agency-trips',
  earnings: 'earnings',
  deskTotals: 'desk-totals',
  profile: 'profile',
  people: 'people',
  parties: 'parties',
  completion: 'completion',
  attribution: 'attribution',
  view: 'view',
});
