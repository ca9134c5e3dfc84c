/**
 * The notifications module's public entry point: the in-app store, delivery of domain events
 * through the queue (in-app always, e-mail for the events that matter), its schemas and guarantees.
 */
export { notificationGuarantees } from './guarantees';
export { notificationSchemas } from './routes/docs/schemas';
export { NOTIFICATION, type NotificationRow } from './content-types/rows';
export { RULES as notificationRules } from './services/rules';
export { type NotificationServices, notifications } from './accessor';
export { notificationModule } from './manifest';
