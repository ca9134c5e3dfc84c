import { defineRoutes, listMeta, pageParams, type RouteDeclaration } from '../../../plugins/contract/public';
import { surveyPatchSchema, surveySchema } from '../validators';

const survey = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    user_id: { type: 'integer' },
    travel_style: { type: 'string' },
    budget_level: { type: 'string', enum: ['low', 'medium', 'high', 'luxury'] },
    interests: { type: 'array', items: { type: 'string' } },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
};
type Declared = Omit<RouteDeclaration, 'access' | 'throttle' | 'doc' | 'handler'> & {
  action: string;
  doc: Omit<Extract<RouteDeclaration, { doc: unknown }>['doc'], 'tag'>;
};
const declare = ({ action, doc, ...route }: Declared): RouteDeclaration => ({
  ...route,
  handler: `api::survey.surveys.${action}`,
  access: 'verified',
  throttle: 'api',
  doc: {
    tag: 'Surveys',
    ...(route.path.includes(':survey') ? { params: { survey: 'Survey id' } } : {}),
    ...doc,
  },
});
const OWN = "The caller's own survey; anyone else's, or a deleted one: 404.";

export default defineRoutes([
  declare({
    method: 'GET',
    path: '/surveys',
    action: 'index',
    doc: {
      summary: "The caller's surveys, newest first",
      parameters: pageParams,
      ok: { description: 'One page', data: { type: 'array', items: survey }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  }),
  declare({
    method: 'POST',
    path: '/surveys',
    action: 'create',
    doc: {
      summary: 'Answer a survey',
      body: surveySchema,
      ok: { status: '201', description: 'The survey', data: survey },
      errors: ['401', '403', '422'],
    },
  }),
  declare({
    method: 'GET',
    path: '/surveys/:survey',
    action: 'show',
    doc: {
      summary: 'One survey',
      description: OWN,
      ok: { description: 'The survey', data: survey },
      errors: ['401', '403', '404'],
    },
  }),
  declare({
    method: 'PUT',
    path: '/surveys/:survey',
    action: 'update',
    doc: {
      summary: 'Replace a survey (every field)',
      description: `${OWN} Answers the updated survey (the legacy service answered data null).`,
      body: surveySchema,
      ok: { description: 'The survey', data: survey },
      errors: ['401', '403', '404', '422'],
    },
  }),
  declare({
    method: 'PATCH',
    path: '/surveys/:survey',
    action: 'update',
    doc: {
      summary: 'Change some answers of a survey',
      description: `${OWN} Only the fields sent change.`,
      body: surveyPatchSchema,
      ok: { description: 'The survey', data: survey },
      errors: ['401', '403', '404', '422'],
    },
  }),
  declare({
    method: 'DELETE',
    path: '/surveys/:survey',
    action: 'remove',
    doc: {
      summary: 'Delete a survey (soft)',
      description: OWN,
      ok: { description: 'data null', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  }),
]);
