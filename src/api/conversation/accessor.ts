/**
 * The conversation module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type conversationsService from './services/conversations';
import type parties from './services/parties';
import type routedInquiries from './services/routed-inquiries';
import type threads from './services/threads';
import type view from './services/view';

export type ConversationServices = {
  readonly conversations: ReturnType<typeof conversationsService>;
  readonly parties: ReturnType<typeof parties>;
  /** Opens the inquiry of each routed agency assignment: `subscribe()` at app bootstrap. */
  readonly routedInquiries: ReturnType<typeof routedInquiries>;
  readonly threads: ReturnType<typeof threads>;
  readonly view: ReturnType<typeof view>;
};
/** `conversations(strapi).threads.open(…)`: the conversations module's services, typed. */
export const conversations = apiServices<ConversationServices>('conversation', {
  conversations: 'conversations',
  parties: 'parties',
  routedInquiries: 'routed-inquiries',
  threads: 'threads',
  view: 'view',
});
