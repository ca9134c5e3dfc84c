import { defineRoutes, listMeta, pageParams, queryParam, routeGroup } from '../../../plugins/contract/public';
import { CONTACT_STATES, contactSchema } from '../validators';

const message = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    subject: { type: ['string', 'null'] },
    message: { type: 'string' },
    status: { type: 'string', enum: [...CONTACT_STATES] },
    user_id: { type: ['integer', 'null'], description: 'The sender, when signed in' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
};
/** The doc of a route that moves a message to another state. */
const marked = (summary: string) => ({
  summary,
  description: 'Any state to this one (no guard, legacy §4.3).',
  params: { id: 'Contact message id' },
  ok: { description: 'The message', data: message },
  errors: ['401', '403', '404'],
});

const controller = 'api::contact.contacts';
/** The public form: anyone, 5 a minute per IP. */
const form = { tag: 'Contacts', access: 'public', throttle: 'contacts', controller } as const;
/** The messages' handling: holders of `manage contacts`. */
const handling = {
  tag: 'Admin: contacts',
  access: { permission: 'manage contacts' },
  throttle: 'api',
  controller,
} as const;

export default defineRoutes([
  ...routeGroup(form, [
    {
      method: 'POST',
      path: '/contacts',
      action: 'create',
      doc: {
        summary: 'Send a message to the team',
        description: 'Public (5 a minute per IP). Stored `unread`; a signed-in sender is remembered with it.',
        body: contactSchema,
        ok: { status: '201', description: '`Your message has been sent successfully.`', data: message },
        errors: ['422', '429'],
      },
    },
  ]),
  ...routeGroup(handling, [
    {
      method: 'GET',
      path: '/admin/contacts',
      action: 'index',
      doc: {
        summary: 'Contact messages, newest first',
        parameters: [...pageParams, queryParam('status', 'Only this state', { enum: [...CONTACT_STATES] })],
        ok: { description: 'One page', data: { type: 'array', items: message }, meta: listMeta },
        errors: ['401', '403', '422'],
      },
    },
    {
      method: 'PATCH',
      path: '/admin/contacts/:id/read',
      action: 'read',
      doc: marked('Mark a contact message read'),
    },
    {
      method: 'PATCH',
      path: '/admin/contacts/:id/resolve',
      action: 'resolve',
      doc: marked('Mark a contact message resolved'),
    },
  ]),
]);
