/**
 * The agency marketplace's public entry point: customers ask for an agency, admins route the
 * request, the agency accepts, builds the trip the customer buys, and earns; flags put a party
 * before the admins. One state machine (`services/machine.ts`) decides every action.
 */
export { agencyGuarantees } from './guarantees';
export { agencySchemas } from './routes/docs/schemas';
export {
  ASSIGNMENT,
  FLAG,
  ASSIGNMENT_STATES,
  type AssignmentRow,
  type AssignmentState,
  type FlagRow,
} from './content-types/rows';
export { type AgencyServices, agency } from './accessor';
export { agencyModule } from './manifest';
