import type { ConversationRow, MessageRow } from './rows';

/** A party; `email` is null where the viewer may not see it (CONTRACT §10). */
type Person = { id: number; name: string | null; email: string | null };
type TripBrief = {
  id: number;
  title: string;
  status: string;
  destination: { id: number; name: string } | null;
};

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

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
