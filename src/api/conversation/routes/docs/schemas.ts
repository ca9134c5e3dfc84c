/** OpenAPI components of the conversations module. */
const person = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    name: { type: ['string', 'null'] },
    email: {
      type: ['string', 'null'],
      description:
        'Null unless the caller already sees it elsewhere: their own, for administrators of users, and between an agency and a customer of its assignments (CONTRACT §10)',
    },
  },
};

export const conversationSchemas = {
  Conversation: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      type: { type: 'string', enum: ['ai_concierge', 'agency_inquiry', 'direct_support'] },
      title: {
        type: 'string',
        description: 'Default `AI Travel Concierge` for ai_concierge, else `Travel Inquiry`',
      },
      user: person,
      agency: person,
      trip: {
        type: ['object', 'null'],
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          status: { type: 'string' },
          destination: {
            type: ['object', 'null'],
            properties: { id: { type: 'integer' }, name: { type: 'string' } },
          },
        },
      },
      agency_assignment_id: {
        type: ['integer', 'null'],
        description:
          'The agency assignment whose routing by an admin opened this `agency_inquiry` (one per assignment); null for every other conversation',
      },
      unread_count: { type: 'integer', description: 'Messages of others the caller has not read' },
      latest_message: {
        type: ['object', 'null'],
        properties: {
          id: { type: 'integer' },
          sender_type: { type: 'string' },
          body: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
        },
      },
      last_message_at: { type: ['string', 'null'], format: 'date-time' },
      created_at: { type: 'string', format: 'date-time' },
    },
  },
  Message: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      conversation_id: { type: 'integer' },
      sender_id: { type: ['integer', 'null'], description: 'null for the AI concierge' },
      sender_type: { type: 'string', enum: ['user', 'agency', 'admin', 'ai'] },
      sender_name: {
        type: ['string', 'null'],
        description:
          "The sender's name; a sender without one is named by e-mail only where `email` would show",
      },
      body: { type: 'string' },
      metadata: { type: 'object' },
      is_read: { type: 'boolean', description: 'Read by someone other than its sender' },
      created_at: { type: 'string', format: 'date-time' },
    },
  },
};
