import { listMeta, pageParams, ref, routeGroup } from '../../../contract/public';
import { setPlansSchema } from '../validators';

/** The plans on sale (anyone) and their upsert (the `manage plans` permission). */
const group = { tag: 'Billing', throttle: 'api', controller: 'plans' } as const;

export const planRoutes = routeGroup(group, [
  {
    method: 'GET',
    path: '/plans',
    action: 'index',
    access: 'public',
    doc: {
      summary: 'Active plans by price',
      parameters: pageParams,
      ok: { description: 'Plans.', data: { type: 'array', items: ref('Plan') }, meta: listMeta },
      errors: ['422'],
    },
  },
  {
    method: 'GET',
    path: '/plans/:id',
    action: 'show',
    access: 'public',
    doc: {
      summary: 'An active plan',
      params: { id: 'Plan id' },
      ok: { description: 'The plan.', data: ref('Plan') },
      errors: ['404'],
    },
  },
  {
    method: 'POST',
    path: '/admin/set-plans',
    action: 'set',
    access: { permission: 'manage plans' },
    doc: {
      summary: 'Create or update plans by name',
      body: setPlansSchema,
      ok: { description: 'The plans sent, as stored.', data: { type: 'array', items: ref('Plan') } },
      errors: ['401', '403', '422'],
    },
  },
]);
