import { defineRoutes, listMeta, pageParams, ref } from '../../../plugins/contract/public';
import { createConversationSchema, sendMessageSchema } from '../validators';

const conversation = { conversation: 'Conversation id' };
const NOT_PARTICIPANT =
  'Only its participants see a conversation — the traveller, the agency, and the admins (`admin`, `super_admin`) on every `direct_support` conversation and on an `agency_inquiry` while a flag stands on an assignment between its traveller (the customer) and its agency; anyone else gets 404.';

/**
 * Every conversation route: a verified caller (legacy `TV`), the default throttle (AI replies also
 * count against `ai`).
 */
const group = {
  tag: 'Conversations',
  access: 'verified',
  throttle: 'api',
  controller: 'api::conversation.conversations',
} as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/conversations',
    action: 'index',
    doc: {
      summary: "The caller's conversations, latest activity first",
      description: `Paginated; each with the caller's \`unread_count\` and the latest message. When an admin routes an agency request, an \`agency_inquiry\` between its customer and the agency opens by itself (with \`agency_assignment_id\`; once per assignment, a moment after the routing). ${NOT_PARTICIPANT}`,
      parameters: pageParams,
      ok: { description: 'One page', data: { type: 'array', items: ref('Conversation') }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'POST',
    path: '/conversations',
    action: 'create',
    doc: {
      summary: 'Open a conversation, optionally with a first message',
      description:
        "Who it is between (CONTRACT §10), all checked before anything is written: a traveller opens an `agency_inquiry` with `agency_id`, an active agency account (anything else — missing, not an agency, blocked, deleted — is 404 `Agency not found`; the caller itself is 422); an agency opens one with `customer_id`, a customer of one of its own assignments (any other id, existing or not, is 404 `Customer not found`; a caller who is not an agency gets 403). `trip_id` is the traveller's own live trip — for an agency, that customer's — else 404 `Trip not found` (someone else's public trip included). A 404 creates nothing. In the answer a party's `email` is null unless the caller already sees it elsewhere (their own; administrators of users; an agency and a customer joined by an assignment). In `ai_concierge`, `initial_message` is answered by the concierge: metered (402 `ai_quota_exhausted` when no unit is left — then nothing is created) and counted against the `ai` throttle (429).",
      body: createConversationSchema,
      ok: { status: '201', description: 'The conversation', data: ref('Conversation') },
      errors: ['401', '402', '403', '404', '422', '429'],
    },
  },
  {
    method: 'GET',
    path: '/conversations/:conversation',
    action: 'show',
    doc: {
      summary: 'One conversation',
      description: NOT_PARTICIPANT,
      params: conversation,
      ok: { description: 'The conversation', data: ref('Conversation') },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'GET',
    path: '/conversations/:conversation/messages',
    action: 'messages',
    doc: {
      summary: 'Messages, oldest first',
      description: NOT_PARTICIPANT,
      params: conversation,
      parameters: pageParams,
      ok: { description: 'One page', data: { type: 'array', items: ref('Message') }, meta: listMeta },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'POST',
    path: '/conversations/:conversation/messages',
    action: 'send',
    doc: {
      summary: 'Send a message (in ai_concierge, with the concierge’s reply)',
      description:
        'The traveller’s message in an `ai_concierge` conversation is answered by the concierge from the conversation’s last messages and, when linked, the trip: one AI unit (402 when none is left: nothing is stored), the `ai` throttle (429). The sender has read everything up to the reply.',
      params: conversation,
      body: sendMessageSchema,
      ok: {
        status: '201',
        description: '`{message, ai_reply}` (`ai_reply` null outside ai_concierge)',
        data: {
          type: 'object',
          properties: { message: ref('Message'), ai_reply: { oneOf: [ref('Message'), { type: 'null' }] } },
        },
      },
      errors: ['401', '402', '403', '404', '422', '429'],
    },
  },
  {
    method: 'PATCH',
    path: '/conversations/:conversation/read',
    action: 'read',
    doc: {
      summary: 'Mark the conversation read for the caller',
      description: NOT_PARTICIPANT,
      params: conversation,
      ok: { description: 'data null', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  },
]);
