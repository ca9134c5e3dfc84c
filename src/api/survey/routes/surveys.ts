import { defineRoutes, listMeta, pageParams } from '../../../plugins/contract/public';
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
const params = { survey: 'Survey id' };
const OWN = "The caller's own survey; anyone else's, or a deleted one: 404.";

/** A traveller's own surveys: a verified caller (legacy `TV`), the default throttle. */
const group = {
  tag: 'Surveys',
  access: 'verified',
  throttle: 'api',
  controller: 'api::survey.surveys',
} as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/surveys',
    action: 'index',
    doc: {
      summary: "The caller's surveys, newest first",
      parameters: pageParams,
      ok: { description: 'One page', data: { type: 'array', items: survey }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'POST',
    path: '/surveys',
    action: 'create',
    doc: {
      summary: 'Answer a survey',
      body: surveySchema,
      ok: { status: '201', description: 'The survey', data: survey },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/surveys/:survey',
    action: 'show',
    doc: {
      summary: 'One survey',
      description: OWN,
      params,
      ok: { description: 'The survey', data: survey },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'PUT',
    path: '/surveys/:survey',
    action: 'update',
    doc: {
      summary: 'Replace a survey (every field)',
      description: `${OWN} Answers the updated survey (the legacy service answered data null).`,
      params,
      body: surveySchema,
      ok: { description: 'The survey', data: survey },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'PATCH',
    path: '/surveys/:survey',
    action: 'update',
    doc: {
      summary: 'Change some answers of a survey',
      description: `${OWN} Only the fields sent change.`,
      params,
      body: surveyPatchSchema,
      ok: { description: 'The survey', data: survey },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'DELETE',
    path: '/surveys/:survey',
    action: 'remove',
    doc: {
      summary: 'Delete a survey (soft)',
      description: OWN,
      params,
      ok: { description: 'data null', data: { type: 'null' } },
      errors: ['401', '403', '404'],
    },
  },
]);
