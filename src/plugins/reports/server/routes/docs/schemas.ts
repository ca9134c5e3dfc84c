/** OpenAPI components of report jobs. */
const when = { type: ['string', 'null'], format: 'date-time' };

export const reportSchemas = {
  Report: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      user_id: { type: ['integer', 'null'], description: 'The /api admin who asked for it' },
      admin_user_id: {
        type: ['integer', 'null'],
        description: 'The admin-panel user who asked for it from the Reports page',
      },
      from_date: { type: 'string', format: 'date' },
      to_date: { type: 'string', format: 'date' },
      format: { type: 'string', enum: ['pdf', 'xlsx'] },
      status: { type: 'string', enum: ['pending', 'processing', 'completed', 'failed'] },
      progress: { type: 'integer', minimum: 0, maximum: 100 },
      error: { type: ['string', 'null'], description: 'Why it failed (failed reports only)' },
      file_path: {
        type: ['string', 'null'],
        description:
          "The file's key in the private report store (`report-{id}.{pdf|xlsx}` in `REPORTS_DIR`), null until completed. Not a URL: no public address reaches a report's file; `file_url` is the only way to it",
      },
      file_size: { type: ['integer', 'null'], description: 'Bytes' },
      file_url: {
        type: ['string', 'null'],
        description:
          'The download route (needs an admin token, as a header or `?token=`); null until completed',
      },
      created_at: { type: 'string', format: 'date-time' },
      updated_at: { type: 'string', format: 'date-time' },
      completed_at: when,
    },
  },
  ReportKpis: {
    type: 'object',
    description: 'The legacy KPIs of the range: money received (paid and fulfilled orders)',
    properties: {
      revenue: { type: 'number' },
      currency: { type: 'string' },
      bookings: { type: 'integer' },
      users: { type: 'integer', description: 'Active accounts' },
      growth_percent: {
        type: ['number', 'null'],
        description: 'Revenue against the previous period of equal length; null without revenue then',
      },
    },
  },
};
