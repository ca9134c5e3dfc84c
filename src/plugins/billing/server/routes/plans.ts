import { type RouteDeclaration, listMeta, pageParams, ref } from '../../../contract/public';
import { setPlansSchema } from '../validators';

const TAG = 'Billing';

export const planRoutes: RouteDeclaration[] = [
  {
    method: 'GET',
    path: '/plans',
    handler: 'plans.index',
    access: 'public',
    throttle: 'api',
    doc: {
      tag: TAG,
      summary: 'Active plans by price',
      parameters: pageParams,
      ok: { description: 'Plans.', data: { type: 'array', items: ref('Plan') }, meta: listMeta },
      errors: ['422'],
    },
  },
  {
    method: 'GET',
    path: '/plans/:id',
    handler: 'plans.show',
    access: 'public',
    throttle: 'api',
    doc: {
      tag: TAG,
      summary: 'An active plan',
      params: { id: 'Plan id' },
      ok: { description: 'The plan.', data: ref('Plan') },
      errors: ['404'],
    },
  },
  {
    method: 'POST',
    path: '/admin/set-plans',
    handler: 'plans.set',
    access: { permission: 'manage plans' },
    throttle: 'api',
    doc: {
      tag: TAG,
      summary: 'Create or update plans by name',
      body: setPlansSchema,
      ok: { description: 'The plans sent, as stored.', data: { type: 'array', items: ref('Plan') } },
      errors: ['401', '403', '422'],
    },
  },
];
