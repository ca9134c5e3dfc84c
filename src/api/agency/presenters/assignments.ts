import { presentTrip, type TripRow } from '../../trip/public';
import type { AssignmentRow } from '../content-types/rows';
import type { Person } from '../services/people';

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The legacy assignment (legacy-behaviour §3.12); `completed_at` and `cancelled_at` are ours. */
export const presentAssignment = (row: AssignmentRow) => ({
  id: row.id,
  customer_id: row.customer_id,
  agency_user_id: row.agency_user_id ?? null,
  admin_id: row.admin_id ?? null,
  budget_level: row.budget_level ?? null,
  status: row.state,
  admin_approved_at: iso(row.admin_approved_at),
  agency_responded_at: iso(row.agency_responded_at),
  completed_at: iso(row.completed_at),
  cancelled_at: iso(row.cancelled_at),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/**
 * A party of an assignment as the other sees it: the customer and the agency see each other's
 * contact details (they work together); the admin who routed it shows by name only.
 */
export const presentParty = (person: Person | undefined, { contact }: { contact: boolean }) =>
  person
    ? {
        id: person.id,
        name: person.name ?? null,
        ...(contact ? { email: person.email, phone: person.phone ?? null } : {}),
      }
    : null;

export type Related = { people: Map<number, Person>; trips: Map<number, TripRow[]> };

/** An assignment with its customer, agency, admin and the trips built for it. */
export const presentAssignmentWith = (row: AssignmentRow, { people, trips }: Related) => ({
  ...presentAssignment(row),
  customer: presentParty(people.get(row.customer_id), { contact: true }),
  agency: row.agency_user_id ? presentParty(people.get(row.agency_user_id), { contact: true }) : null,
  admin: row.admin_id ? presentParty(people.get(row.admin_id), { contact: false }) : null,
  trips: (trips.get(row.id) ?? []).map(presentTrip),
});
