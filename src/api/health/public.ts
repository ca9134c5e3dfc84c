/**
 * The health module's public entry point: the service's own state for probes and operators —
 * each dependency with its latency (`report`), and whether to send this instance traffic
 * (`readiness`, `draining` during a SIGTERM drain).
 */
export { isCritical } from './services/health';
export { type HealthServices, healthOf } from './accessor';
