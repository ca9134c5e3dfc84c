/**
 * What the conversations module stores: the content types' UIDs and their rows as the query
 * engine returns them. (Strapi loads only the folders of `content-types/`.)
 */
export const CONVERSATION = 'api::conversation.conversation';
export const MESSAGE = 'api::conversation.message';
export const READ = 'api::conversation.conversation-read';

export const CONVERSATION_TYPES = ['ai_concierge', 'agency_inquiry', 'direct_support'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
export type SenderType = 'user' | 'agency' | 'admin' | 'ai';

export type ConversationRow = {
  id: number;
  type: ConversationType;
  title: string;
  user_id: number;
  agency_id: number | null;
  trip_id: number | null;
  /** The agency assignment whose routing opened this inquiry (`services/routed-inquiries.ts`); else null. */
  agency_assignment_id: number | null;
  last_message_at: string | Date | null;
  createdAt: string | Date;
};

export type MessageRow = {
  id: number;
  conversation_id: number;
  sender_id: number | null;
  sender_type: SenderType;
  body: string;
  metadata: Record<string, unknown> | null;
  createdAt: string | Date;
};

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
