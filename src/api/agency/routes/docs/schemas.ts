/** OpenAPI components of the agency marketplace. */
import { ref } from '../../../../plugins/contract/public';
import { ASSIGNMENT_STATES, BUDGET_LEVELS, FLAG_STATES } from '../../content-types/rows';

const when = { type: ['string', 'null'], format: 'date-time' };
const party = (description: string) => ({
  type: ['object', 'null'],
  description,
  properties: {
    id: { type: 'integer' },
    name: { type: ['string', 'null'] },
    email: { type: 'string', description: 'Absent for the admin' },
    phone: { type: ['string', 'null'], description: 'Absent for the admin' },
  },
});

const assignment = {
  id: { type: 'integer' },
  customer_id: { type: 'integer' },
  agency_user_id: { type: ['integer', 'null'] },
  admin_id: { type: ['integer', 'null'] },
  budget_level: { type: ['string', 'null'], enum: [...BUDGET_LEVELS, null] },
  status: { type: 'string', enum: [...ASSIGNMENT_STATES] },
  admin_approved_at: when,
  agency_responded_at: when,
  completed_at: { ...when, description: 'When a trip of the assignment was paid' },
  cancelled_at: when,
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
};

const flag = {
  id: { type: 'integer' },
  reporter_id: { type: 'integer' },
  flaggable_type: { type: 'string', enum: ['user'] },
  flaggable_id: { type: 'integer', description: 'The flagged user (legacy morph)' },
  flagged_user_id: { type: 'integer' },
  agency_assignment_id: { type: 'integer' },
  reason: { type: 'string' },
  details: { type: ['string', 'null'] },
  status: { type: 'string', enum: [...FLAG_STATES] },
  reviewed_by: { type: ['integer', 'null'] },
  reviewed_at: when,
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
};

export const agencySchemas = {
  AgencyAssignment: { type: 'object', properties: assignment },
  AgencyAssignmentWith: {
    type: 'object',
    properties: {
      ...assignment,
      customer: party('The customer'),
      agency: party('The agency it is routed to; null while requested'),
      admin: party('The admin who routed it, by name'),
      trips: { type: 'array', items: ref('Trip'), description: 'The live trips the agency built for it' },
    },
  },
  Flag: { type: 'object', properties: flag },
  FlagForReview: {
    type: 'object',
    properties: {
      ...flag,
      reporter: party('Who reported'),
      flagged_user: party('Who is reported'),
      reviewer: party('The admin who reviewed it last'),
    },
  },
  AgencyEarnings: {
    type: 'object',
    properties: {
      total_assignments: { type: 'integer' },
      completed_assignments: { type: 'integer', description: 'Assignments a paid trip completed' },
      active_assignments: { type: 'integer', description: 'Routed or accepted, not yet completed' },
      total_earnings: {
        type: 'number',
        description:
          'Legacy meaning: the sum of the prices (budgets) of the agency’s live trips, paid or not',
      },
      currency: { type: 'string', enum: ['USD'], description: 'Legacy constant of `total_earnings`' },
      payout_status: {
        type: 'string',
        enum: ['Active', 'No Payouts Yet'],
        description: 'Legacy: `Active` once `total_earnings` > 0',
      },
      received: {
        type: 'array',
        description:
          'Money customers actually paid for the trips the agency built (paid trip-package orders whose seller it is), per currency; kept as orders are paid, never summed per request',
        items: {
          type: 'object',
          properties: {
            currency: { type: 'string' },
            amount_cents: { type: 'integer' },
            orders: { type: 'integer' },
          },
        },
      },
      recent_payouts: {
        type: 'array',
        description: 'The 10 latest of those payments, newest first',
        items: {
          type: 'object',
          properties: {
            order_id: { type: 'integer' },
            merchant_order_id: { type: 'string' },
            trip_id: { type: ['integer', 'null'], description: 'The trip the order bought (null: none)' },
            trip_title: {
              type: ['string', 'null'],
              description: 'The trip’s current title (a trip in the trash keeps it; null: no such trip)',
            },
            amount_cents: { type: 'integer' },
            currency: { type: 'string' },
            paid_at: when,
          },
        },
      },
    },
  },
  AgencyProfile: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: ['string', 'null'] },
      email: { type: 'string' },
      bio: { type: ['string', 'null'] },
      specialties: { type: 'array', items: { type: 'string' } },
      phone: { type: ['string', 'null'] },
      location: { type: ['string', 'null'] },
      rating: { type: 'null', description: 'Legacy constant: agencies are not reviewed' },
      reviews_count: { type: 'integer', enum: [0], description: 'Legacy constant' },
    },
  },
};
