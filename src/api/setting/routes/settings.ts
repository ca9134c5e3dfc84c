import { defineRoutes } from '../../../plugins/contract/public';
import {
  MAX_PATCHED_VALUE,
  MAX_SETTINGS_PER_WRITE,
  patchSettingSchema,
  putSettingsSchema,
} from '../validators';
import { settingFileContent, settingSchema, settingsMapSchema } from './docs/schemas';

const TYPED =
  '`trip_fork_price_cents` takes a whole number of cents (0 or more), `platform_booking_commission_rate` a number from 0 to 1';
const PUBLIC = 'Public keys show in `GET /site-settings` at once.';

/** The site settings: holders of `manage settings` (legacy `M`: admin and super_admin). */
const group = {
  tag: 'Admin: settings',
  access: { permission: 'manage settings' },
  throttle: 'api',
  controller: 'api::setting.settings',
} as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/admin/settings',
    action: 'index',
    doc: {
      summary: 'Every site setting',
      ok: { description: 'The flat map', data: settingsMapSchema },
      errors: ['401', '403'],
    },
  },
  {
    method: 'PUT',
    path: '/admin/settings',
    action: 'update',
    doc: {
      summary: 'Write several settings at once',
      description: `Each key is created or overwritten; keys not sent keep their value. All or nothing: one invalid entry is 422 (on \`settings.N.key\` or \`settings.N.value\`) and nothing is written. A key sent twice is 422; at most ${MAX_SETTINGS_PER_WRITE} entries. An empty value is stored as null. ${TYPED}. ${PUBLIC}`,
      body: putSettingsSchema,
      ok: { description: '`Settings updated successfully.` and every setting', data: settingsMapSchema },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'PATCH',
    path: '/admin/settings/:key',
    action: 'updateOne',
    body: { files: ['file'] },
    doc: {
      summary: 'Write one setting: a value, or a file whose URL becomes the value',
      description: `JSON \`value\` (a string of at most ${MAX_PATCHED_VALUE} characters, or null), or a multipart \`file\` (5 MB; jpg, jpeg, png, webp, gif, svg or pdf by its content: anything else, or an SVG that holds more than drawing — an element or attribute off the allow-list of shapes, text, gradients, patterns, masks, filters and a CSS-checked \`style\`, a processing instruction, a DOCTYPE with declarations, or a reference that is not a \`#fragment\` — is 422 on \`file\` and stores nothing; larger is 413 \`payload_too_large\`), stored through the upload plugin's provider and listed in the media library; the value is then the file's absolute URL. A file wins over a \`value\` sent beside it. ${TYPED}, and take no file. ${PUBLIC}`,
      params: {
        key: {
          description:
            'The setting key (created when new): letters, digits, `_`, `.`, `-`, starting with a letter or digit, not a name of the JavaScript object prototype (`constructor`…); anything else is 404 `Setting not found`',
          schema: { type: 'string', maxLength: 255, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$' },
        },
      },
      body: patchSettingSchema,
      bodyContent: settingFileContent,
      ok: { description: "`Setting '{key}' updated.`", data: settingSchema },
      errors: ['401', '403', '404', '413', '422'],
    },
  },
]);
