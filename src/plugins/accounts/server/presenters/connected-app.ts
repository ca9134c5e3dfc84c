/** The OpenAPI shape of a connected app (`oauth/connected-apps.ts` makes it). */
export const connectedAppDoc = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    client_id: { type: 'string', description: 'The OAuth client the assistant registered as.' },
    client_name: { type: 'string', nullable: true, description: 'The name the client registered with.' },
    scopes: { type: 'array', items: { type: 'string' }, description: 'What it may do on the MCP server.' },
    connected_at: { type: 'string', format: 'date-time', nullable: true },
    first_used_at: { type: 'string', format: 'date-time', nullable: true },
    last_used_at: {
      type: 'string',
      format: 'date-time',
      nullable: true,
      description: 'Updated at most once a minute.',
    },
  },
};
