/** OpenAPI components of the notifications module. */
export const notificationSchemas = {
  Notification: {
    type: 'object',
    description:
      "The legacy row shape with an integer id (CONTRACT §1): `notifiable_type` `user`, `notifiable_id` the recipient. Staff events (agency requests, flags, payment alerts) are one entry of the admins' shared inbox, not one per admin: `notifiable_type` `staff`, `notifiable_id` null; every admin sees it in `GET /notifications` with their own `status` and `read_at` (and their id as `user_id`), marks it read for themselves, and is mailed a digest (at most one mail per window, `NOTIFY_STAFF_DIGEST_SECONDS`, default 300). In `GET /admin/notifications` its `user_id` is null.",
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      type: {
        type: 'string',
        description:
          'payment_succeeded, payment_failed, subscription_ending, subscription_expired, trip_booked, trip_forked, trip_invitation, trip_member_added, trip_member_updated, trip_member_removed, trip_member_left (trips planned together, CONTRACT §14), review_approved, review_rejected; to the staff inbox: agency_request, agency_assignment_cancelled (before routing), flag_filed, payment_amount_mismatch, refund_required',
      },
      notifiable_type: { type: 'string', enum: ['user', 'staff'] },
      notifiable_id: { type: ['integer', 'null'] },
      body: { type: ['string', 'null'] },
      data: {
        type: 'object',
        description: 'e.g. `{order_id, amount_cents, currency, message}`, `{type, trip_id, title, message}`',
      },
      status: { type: 'string', enum: ['unread', 'read'] },
      read_at: { type: ['string', 'null'], format: 'date-time' },
      user_id: { type: ['integer', 'null'] },
      created_at: { type: 'string', format: 'date-time' },
      updated_at: { type: 'string', format: 'date-time' },
    },
  },
};
