/** OpenAPI components of the notifications module. */
export const notificationSchemas = {
  Notification: {
    type: 'object',
    description:
      'The legacy row shape with an integer id (CONTRACT §1): `notifiable_type` is always `user`, `notifiable_id` the recipient.',
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      type: {
        type: 'string',
        description:
          'payment_succeeded, payment_failed, subscription_ending, subscription_expired, trip_booked, trip_forked, review_approved, review_rejected; to admins: payment_amount_mismatch, refund_required',
      },
      notifiable_type: { type: 'string', enum: ['user'] },
      notifiable_id: { type: 'integer' },
      body: { type: ['string', 'null'] },
      data: {
        type: 'object',
        description: 'e.g. `{order_id, amount_cents, currency, message}`, `{type, trip_id, title, message}`',
      },
      status: { type: 'string', enum: ['unread', 'read'] },
      read_at: { type: ['string', 'null'], format: 'date-time' },
      user_id: { type: 'integer' },
      created_at: { type: 'string', format: 'date-time' },
      updated_at: { type: 'string', format: 'date-time' },
    },
  },
};
