import {
  defineRoutes,
  listMeta,
  pageParams,
  queryParam,
  type RouteDeclaration,
} from '../../../plugins/contract/public';
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
const mark = (action: 'read' | 'resolve', summary: string): RouteDeclaration => ({
  method: 'PATCH',
  path: `/admin/contacts/:id/${action}`,
  handler: `api::contact.contacts.${action}`,
  access: { permission: 'manage contacts' },
  throttle: 'api',
  doc: {
    tag: 'Admin: contacts',
    summary,
    description: 'Any state to this one (no guard, legacy §4.3).',
    params: { id: 'Contact message id' },
    ok: { description: 'The message', data: message },
    errors: ['401', '403', '404'],
  },
});

export default defineRoutes([
  {
    method: 'POST',
    path: '/contacts',
    handler: 'api::contact.contacts.create',
    access: 'public',
    throttle: 'contacts',
    doc: {
      tag: 'Contacts',
      summary: 'Send a message to the team',
      description: 'Public (5 a minute per IP). Stored `unread`; a signed-in sender is remembered with it.',
      body: contactSchema,
      ok: { status: '201', description: '`Your message has been sent successfully.`', data: message },
      errors: ['422', '429'],
    },
  },
  {
    method: 'GET',
    path: '/admin/contacts',
    handler: 'api::contact.contacts.index',
    access: { permission: 'manage contacts' },
    throttle: 'api',
    doc: {
      tag: 'Admin: contacts',
      summary: 'Contact messages, newest first',
      parameters: [...pageParams, queryParam('status', 'Only this state', { enum: [...CONTACT_STATES] })],
      ok: { description: 'One page', data: { type: 'array', items: message }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  mark('read', 'Mark a contact message read'),
  mark('resolve', 'Mark a contact message resolved'),
]);
