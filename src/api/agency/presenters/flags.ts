import type { FlagRow } from '../content-types/rows';
import type { Person } from '../services/people';
import { presentParty } from './assignments';

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The legacy flag: a morph onto the flagged user (`flaggable_type` is always `user`). */
export const presentFlag = (row: FlagRow) => ({
  id: row.id,
  reporter_id: row.reporter_id,
  flaggable_type: 'user',
  flaggable_id: row.flagged_user_id,
  flagged_user_id: row.flagged_user_id,
  agency_assignment_id: row.agency_assignment_id,
  reason: row.reason,
  details: row.details ?? null,
  status: row.state,
  reviewed_by: row.reviewed_by ?? null,
  reviewed_at: iso(row.reviewed_at),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** A flag as admins review it: who reported whom, with their contact details. */
export const presentFlagForReview = (row: FlagRow, people: Map<number, Person>) => ({
  ...presentFlag(row),
  reporter: presentParty(people.get(row.reporter_id), { contact: true }),
  flagged_user: presentParty(people.get(row.flagged_user_id), { contact: true }),
  reviewer: row.reviewed_by ? presentParty(people.get(row.reviewed_by), { contact: false }) : null,
});
