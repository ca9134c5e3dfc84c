/**
 * The conversations module's public entry point: threads between travellers, agencies, support and
 * the AI concierge, with their schemas and guarantees.
 */
export { conversationGuarantees } from './guarantees';
export { conversationSchemas } from './routes/docs/schemas';
export { CONVERSATION, MESSAGE } from './content-types/rows';
export { type ConversationServices, conversations } from './accessor';
export { conversationModule } from './manifest';
