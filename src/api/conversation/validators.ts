import { z } from 'zod';
import { integerId, optionalString, requiredString } from '../../plugins/contract/public';
import { CONVERSATION_TYPES } from './content-types/rows';

/** POST /conversations (legacy-behaviour §3.9). */
export const createConversationSchema = z.object({
  type: z.enum(CONVERSATION_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'The type field is required.'
        : 'The selected type is invalid.',
  }),
  title: optionalString('title', { max: 255 }),
  trip_id: integerId('trip_id').nullish(),
  agency_id: integerId('agency_id').nullish(),
  customer_id: integerId('customer_id').nullish(),
  initial_message: optionalString('initial_message', { max: 5000 }),
});
export type CreateConversation = z.output<typeof createConversationSchema>;

/** POST /conversations/{conversation}/messages: `metadata` is a JSON object (the legacy PHP "array"). */
export const sendMessageSchema = z.object({
  body: requiredString('body', { max: 10000 }),
  metadata: z
    .record(z.string(), z.unknown(), { error: 'The metadata must be an object.' })
    .nullish()
    .refine(
      (value) => !value || JSON.stringify(value).length <= 10000,
      'The metadata may not be larger than 10 kB.',
    ),
});
export type SendMessage = z.output<typeof sendMessageSchema>;
