import type { TripRow } from '../../trip/public';
import type { ConversationRow, MessageRow } from '../content-types/rows';

/** A party; `email` is null where the viewer may not see it (CONTRACT §10). */
export type Person = { id: number; name: string | null; email: string | null };
type TripBrief = ReturnType<typeof presentTripBrief>;
type Destination = { id: number; name: string };

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** An account as a party of a conversation: its e-mail only where the viewer already sees it. */
export const presentPerson = (account: Person, emailShown: boolean): Person => ({
  id: account.id,
  name: account.name ?? null,
  email: emailShown ? account.email : null,
});

/** The trip a conversation is about, with its first destination; the stored `state` answered as `status`. */
export const presentTripBrief = (trip: TripRow, destination: Destination | null) => ({
  id: trip.id,
  title: trip.title,
  status: trip.state,
  destination,
});

/**
 * Who sent a message, by name: the concierge by the app's; a person by theirs, else by the e-mail
 * only where it shows to the viewer (`sender` is presented for them).
 */
export const senderNameOf = (message: MessageRow, sender: Person | undefined, appName: string) => {
  if (message.sender_type === 'ai') return `${appName} Concierge`;
  return message.sender_id ? (sender?.name ?? sender?.email ?? null) : null;
};

/** A message as the caller sees it: `is_read` once someone other than its sender has read it. */
export const presentMessage = (
  message: MessageRow,
  senderName: string | null,
  readers: Map<number, number> | undefined,
) => ({
  id: message.id,
  conversation_id: message.conversation_id,
  sender_id: message.sender_id,
  sender_type: message.sender_type,
  sender_name: senderName,
  body: message.body,
  metadata: message.metadata ?? {},
  is_read: [...(readers ?? new Map<number, number>())].some(
    ([userId, upTo]) => userId !== message.sender_id && upTo >= message.id,
  ),
  created_at: iso(message.createdAt),
});

export const presentConversation = (
  conversation: ConversationRow,
  parts: {
    user: Person | null;
    agency: Person | null;
    trip: TripBrief | null;
    unread: number;
    latest: MessageRow | null;
  },
) => ({
  id: conversation.id,
  type: conversation.type,
  title: conversation.title,
  user: parts.user,
  agency: parts.agency,
  trip: parts.trip,
  agency_assignment_id: conversation.agency_assignment_id ?? null,
  unread_count: parts.unread,
  latest_message: parts.latest
    ? {
        id: parts.latest.id,
        sender_type: parts.latest.sender_type,
        body: parts.latest.body,
        created_at: iso(parts.latest.createdAt),
      }
    : null,
  last_message_at: iso(conversation.last_message_at),
  created_at: iso(conversation.createdAt),
});
