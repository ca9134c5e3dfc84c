/**
 * The health module's public entry point: the service's own state for probes and operators —
 * each dependency with its latency (`report`), and whether to send this instance traffic
 * (`readiness`, `draining` during a SIGTERM drain).
 */
import { apiServices } from '../../plugins/contract/public';
import type health from './services/health';

export { isCritical } from './services/health';

export type HealthServices = { readonly health: ReturnType<typeof health> };
/** `healthOf(strapi).health.report()`: the health module's services, typed. */
export const healthOf = apiServices<HealthServices>('health', { health: 'health' });
