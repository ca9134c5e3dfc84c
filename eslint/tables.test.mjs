// node --test eslint/: tables belong to their module, the trash column to its plugin.
import { describe, it } from 'node:test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tables from './tables.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (file) => path.join(repo, 'src', file);
const options = [
  {
    src: path.join(repo, 'src'),
    owners: { 'plugin::users-permissions': 'plugins/accounts', 'api::country': 'api/catalog' },
    aliases: { 'api/country': 'api/catalog' },
  },
];

tester.run('own-tables', tables.rules['own-tables'], {
  valid: [
    { filename: at('api/trip/services/x.ts'), code: "const T = 'api::trip.trip';", options },
    { filename: at('plugins/billing/server/x.ts'), code: "const T = 'plugin::billing.order';", options },
    { filename: at('api/catalog/services/x.ts'), code: "const T = 'api::country.country';", options },
    { filename: at('api/country/services/x.ts'), code: "const T = 'api::country.country';", options },
    {
      filename: at('plugins/accounts/server/x.ts'),
      code: "const U = 'plugin::users-permissions.user';",
      options,
    },
    // A controller uid is not a table; and outside every module, the wiring names what it wires.
    { filename: at('api/agency/routes/x.ts'), code: "const c = 'api::trip.trips';", options },
    { filename: path.join(repo, 'tests/api/x.test.ts'), code: "const T = 'api::trip.trip';", options },
    // Listed debt passes until it is paid; anything else in that file still fails (below).
    {
      filename: at('api/agency/services/owed.ts'),
      code: "const T = 'plugin::billing.order';",
      options: [{ ...options[0], debt: { 'src/api/agency/services/owed.ts': ['plugin::billing.order'] } }],
    },
  ],
  invalid: [
    ...[
      "const T = 'plugin::billing.order';",
      'const T = `plugin::billing.order`;',
      "strapi.db.query('plugin::users-permissions.user')",
      "const T = 'api::country.country';",
      'const action = `api::trip.trip.${verb}`;',
    ].map((code) => ({
      filename: at('api/agency/services/x.ts'),
      code,
      options,
      errors: [{ message: /belongs to src\/(plugins\/billing|plugins\/accounts|api\/catalog|api\/trip)/ }],
    })),
    {
      filename: at('api/agency/services/owed.ts'),
      code: "const T = 'plugin::billing.payment';",
      options: [{ ...options[0], debt: { 'src/api/agency/services/owed.ts': ['plugin::billing.order'] } }],
      errors: 1,
    },
  ],
});

tester.run('trash-column', tables.rules['trash-column'], {
  valid: [
    { filename: at('plugins/soft-delete/server/x.ts'), code: "const c = 'deleted_at';" },
    { filename: at('api/trip/services/x.ts'), code: 'query.where(LIVE);' },
    { filename: path.join(repo, 'tests/api/x.test.ts'), code: 'expect(row.deleted_at).toBeNull();' },
  ],
  invalid: [
    "const c = 'deleted_at';",
    'const sql = `where t.deleted_at is null`;',
    'const live = { deleted_at: null };',
    'row.deleted_at',
  ].map((code) => ({ filename: at('api/review/services/x.ts'), code, errors: 1 })),
});
