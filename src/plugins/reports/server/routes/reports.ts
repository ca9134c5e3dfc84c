import { listMeta, pageParams, ref, routeGroup } from '../../../contract/public';
import { generateSchema } from '../validators';
import { DOWNLOAD_DESCRIPTION, GENERATE_DESCRIPTION } from './docs/descriptions';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const reportParam = { id: 'Report id' };

/** Report jobs: admins (legacy `TV+adm`; super_admin passes every role check), the default throttle. */
const admin = { tag: 'Admin: reports', access: { roles: ['admin'] }, throttle: 'api', controller: 'reports' };

export const adminReportRoutes = routeGroup(admin, [
  {
    method: 'POST',
    path: '/admin/reports/generate',
    action: 'generate',
    doc: {
      summary: 'Generate a business report (queued)',
      description: GENERATE_DESCRIPTION,
      body: generateSchema,
      ok: {
        status: '202',
        description: '`Report generation queued`',
        data: { type: 'object', properties: { report: ref('Report'), kpis: ref('ReportKpis') } },
      },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/admin/reports',
    action: 'index',
    doc: {
      summary: 'Every report, newest first',
      description: 'Paginated: `per_page` default 15, at most 100.',
      parameters: pageParams,
      ok: { description: 'One page.', data: { type: 'array', items: ref('Report') }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/admin/reports/:id',
    action: 'show',
    doc: {
      summary: 'One report, with its status and progress',
      description:
        '`status` `pending`, `processing` (with `progress` 0–100), `completed` or `failed` (with `error`).',
      params: reportParam,
      ok: { description: '`Report retrieved successfully`', data: ref('Report') },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'GET',
    path: '/admin/reports/:id/download',
    action: 'download',
    tokenInQuery: true,
    doc: {
      summary: "Download a report's file",
      description: DOWNLOAD_DESCRIPTION,
      params: reportParam,
      parameters: [
        {
          name: 'token',
          in: 'query',
          required: false,
          description: 'The bearer token, for a link a browser follows',
          schema: { type: 'string' },
        },
      ],
      ok: {
        description: 'The file',
        content: {
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
          [XLSX]: { schema: { type: 'string', format: 'binary' } },
        },
      },
      errors: ['401', '403', '404', '409'],
    },
  },
]);

/** The caller's own reports (legacy `TV`). */
const mine = { tag: 'Admin: reports', access: 'verified' as const, throttle: 'api', controller: 'reports' };

export const myReportRoutes = routeGroup(mine, [
  {
    method: 'GET',
    path: '/me/reports',
    action: 'mine',
    doc: {
      summary: 'The reports the caller asked for, newest first',
      description:
        'Paginated (`per_page` default 15, at most 100); a caller who never asked for one gets an empty page.',
      parameters: pageParams,
      ok: { description: 'One page.', data: { type: 'array', items: ref('Report') }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
]);
