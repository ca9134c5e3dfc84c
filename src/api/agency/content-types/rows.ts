/**
 * What the agency marketplace stores: the content types' UIDs and their rows as the query engine
 * returns them. (Strapi loads only the folders of `content-types/`.)
 */
export const ASSIGNMENT = 'api::agency.agency-assignment';
export const FLAG = 'api::agency.flag';

export const ASSIGNMENT_STATES = [
  'requested',
  'admin_approved',
  'agency_approved',
  'agency_declined',
  'completed',
  'cancelled',
] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

export const BUDGET_LEVELS = ['low', 'medium', 'high', 'luxury'] as const;
export type BudgetLevel = (typeof BUDGET_LEVELS)[number];

export const FLAG_STATES = ['pending', 'approved', 'declined'] as const;
export type FlagState = (typeof FLAG_STATES)[number];

/** `status` in the API: Strapi 5 reserves `status` as an attribute name, so rows keep it as `state`. */
export type AssignmentRow = {
  id: number;
  customer_id: number;
  agency_user_id: number | null;
  admin_id: number | null;
  budget_level: BudgetLevel | null;
  state: AssignmentState;
  admin_approved_at: string | Date | null;
  agency_responded_at: string | Date | null;
  completed_at: string | Date | null;
  cancelled_at: string | Date | null;
  idempotency_key: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};

export type FlagRow = {
  id: number;
  reporter_id: number;
  flagged_user_id: number;
  agency_assignment_id: number;
  reason: string;
  details: string | null;
  state: FlagState;
  reviewed_by: number | null;
  reviewed_at: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};

export const ASSIGNMENT_NOT_FOUND = 'Agency assignment not found';
export const FLAG_NOT_FOUND = 'Flag not found';
