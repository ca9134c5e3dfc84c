import type { PersonalTokenRow } from '../services/personal-tokens';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** A personal access token as its owner sees it: never the secret, nor its hash. */
export const presentPersonalToken = (row: PersonalTokenRow) => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  hint: row.hint,
  created_at: iso(row.createdAt),
  expires_at: iso(row.expires_at),
  last_used_at: iso(row.last_used_at),
});

/** The OpenAPI shape of `presentPersonalToken`. */
export const personalTokenDoc = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    scopes: { type: 'array', items: { type: 'string' } },
    hint: { type: 'string', description: 'The first and last characters, to recognise it (not the secret).' },
    created_at: { type: 'string', format: 'date-time' },
    expires_at: { type: 'string', format: 'date-time', nullable: true },
    last_used_at: {
      type: 'string',
      format: 'date-time',
      nullable: true,
      description: 'Updated at most once a minute.',
    },
  },
};
