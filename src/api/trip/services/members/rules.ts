import { DomainRuleError } from '../../../../plugins/contract/public';
import type { ChangedMember } from '../changes/trip-change';
import type { TripMemberRow } from '../../content-types/rows';

/** An invitation's life (CONTRACT §14). */
export const INVITATION_DAYS = 7;
/** Members and pending invitations of one trip together, its owner not counted. */
export const MAX_MEMBERS = 20;

/** An invitation not answered and not expired. */
export const isLivePending = (row: Pick<TripMemberRow, 'state' | 'expires_at'>, now = Date.now()) =>
  row.state === 'pending' && (!row.expires_at || new Date(row.expires_at).getTime() > now);

/** 422 `member_limit` when a trip already holds 20 members and invitations. */
export const assertRoomForMember = (taken: number) => {
  if (taken >= MAX_MEMBERS)
    throw new DomainRuleError(
      'member_limit',
      `A trip has at most ${MAX_MEMBERS} members and invitations together: remove one first.`,
    );
};

/** A member as a change names it (the activity, `trip.updated`). */
export const memberRef = (row: TripMemberRow): ChangedMember => ({
  id: row.id,
  user_id: row.user_id ?? 0,
  role: row.role,
});
