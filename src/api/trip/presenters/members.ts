import type { TripActivityRow, TripMemberRow, TripRow, TripShareLinkRow } from '../content-types/rows';

type Person = { id: number; name: string | null };
type People = Map<number, { id: number; name?: string | null }>;

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const personOf = (people: People, id: number | null): Person | null =>
  id === null ? null : { id, name: people.get(id)?.name ?? null };

/** `jane.doe@example.com` → `j•••@example.com`: members other than the owner see whom, not the address. */
export const maskEmail = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain ?? ''}`;
};

/** The trip's owner as the first entry of its members list. */
export const presentOwner = (trip: TripRow, people: People) => ({
  id: null,
  user: personOf(people, trip.user_id),
  email: null,
  role: 'owner',
  status: 'accepted',
  invited_at: null,
  expires_at: null,
  joined_at: iso(trip.createdAt ?? trip.created_at),
});

/**
 * A member or invitation (CONTRACT §14): `user` when an account is named, `email` for an invitation
 * (in full to the owner, masked to the other members; a member's address is never shown).
 */
export const presentMember = (row: TripMemberRow, people: People, { fullEmail }: { fullEmail: boolean }) => ({
  id: row.id,
  user: personOf(people, row.user_id),
  email: row.state === 'pending' && row.email ? (fullEmail ? row.email : maskEmail(row.email)) : null,
  role: row.role,
  status: row.state,
  invited_at: row.invited_by === null ? null : iso(row.createdAt),
  expires_at: row.state === 'pending' ? iso(row.expires_at) : null,
  joined_at: row.state === 'accepted' ? iso(row.joined_at) : null,
});

/** A share link as its owner sees it, its URL included. */
export const presentShareLink = (link: TripShareLinkRow, url: string) => ({
  id: link.id,
  url,
  role: link.role,
  expires_at: iso(link.expires_at),
  created_at: iso(link.createdAt),
});

/** An entry of a trip's activity (the same changes as `trip.updated`). */
export const presentActivity = (row: TripActivityRow, people: People) => ({
  id: row.id,
  version: Number(row.version),
  change: row.change,
  by: personOf(people, row.user_id),
  ...(row.item ? { item: parsed(row.item) } : {}),
  ...(row.member ? { member: parsed(row.member) } : {}),
  created_at: iso(row.createdAt ?? row.created_at),
});

const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/** What an invitation's link shows before it is answered: the trip, who invites, the role. */
export const presentInvitation = (row: TripMemberRow, trip: TripRow, inviter: Person | null) => ({
  trip: { id: trip.id, title: trip.title },
  invited_by: inviter,
  role: row.role,
  email: row.email,
  expires_at: iso(row.expires_at),
});
