// node --test eslint/: the import rule refuses what it must and lets entry points through.
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import house from './module-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = house.rules['module-boundaries'];
const at = (file) => `/repo/src/${file}`;

tester.run('module-boundaries', rule, {
  valid: [
    { filename: at('api/trip/services/trips.ts'), code: "import x from '../presenters/trip';" },
    { filename: at('api/trip/services/trips.ts'), code: "import { catalog } from '../../catalog/public';" },
    {
      filename: at('api/trip/services/trips.ts'),
      code: "import { a } from '../../../plugins/contract/public';",
    },
    {
      filename: at('plugins/ai/server/services/plan.ts'),
      code: "import { a } from '../../../contract/public';",
    },
    { filename: at('index.ts'), code: "import { trips } from './api/trip/public';" },
    { filename: at('plugins/billing/strapi-server.ts'), code: "import server from './server';" },
    { filename: at('plugins/ai/server/x.ts'), code: "import x from 'zod';" },
    { filename: at('api/trip/services/trips.ts'), code: "import { trips } from '../accessor';" },
    { filename: at('api/trip/public.ts'), code: "export { trips } from './accessor';" },
    // The platform is a leaf that may use the libraries; libraries import their own files.
    {
      filename: at('plugins/platform/server/strapi-patches/memo.ts'),
      code: "import { leastRecentlyUsed } from '../../../../lib/lru';",
    },
    { filename: at('lib/lru/index.ts'), code: "export { leastRecentlyUsed } from './lru';" },
    { filename: at('api/trip/services/x.ts'), code: "import { distanceKm } from '../../../lib/geo';" },
  ],
  invalid: [
    {
      filename: at('plugins/platform/server/services/x.ts'),
      code: "import { a } from '../../../contract/public';",
      errors: [{ message: /plugins\/platform is a leaf/ }],
    },
    {
      filename: at('lib/geo/distance.ts'),
      code: "import { a } from '../../plugins/platform/public';",
      errors: [{ message: /src\/lib\/geo is a library/ }],
    },
    {
      filename: at('api/trip/services/x.ts'),
      code: "import { distanceKm } from '../../../lib/geo/distance';",
      errors: [{ message: /src\/lib\/geo\/index\.ts/ }],
    },
    // Every internal folder, not a list of them.
    ...[
      'services/trips',
      'presenters/trip',
      'adapters/osrm',
      'purchases/fork',
      'validators',
      'routes/trips',
    ].map((inner) => ({
      filename: at('api/review/services/reviews.ts'),
      code: `import x from '../../trip/${inner}';`,
      errors: [{ message: /public entry point \(src\/api\/trip\/public\.ts\)/ }],
    })),
    {
      filename: at('plugins/ai/server/services/plan.ts'),
      code: "import { trips } from '../../../../api/trip/public';",
      errors: [{ message: /A plugin never imports an app domain/ }],
    },
    {
      filename: at('plugins/billing/server/services/x.ts'),
      code: "export { y } from '../../../accounts/server/services/users';",
      errors: [{ message: /src\/plugins\/accounts\/public\.ts/ }],
    },
    ...["'../public'", "'../../public'"].map((specifier, depth) => ({
      filename: at(depth ? 'plugins/billing/server/services/x.ts' : 'api/trip/services/x.ts'),
      code: `import { x } from ${specifier};`,
      errors: [{ message: /imports its own files directly/ }],
    })),
    {
      filename: at('plugins/metrics/server/count.ts'),
      code: "import { contract } from '../../contract/public';",
      errors: [{ message: /is a leaf/ }],
    },
    {
      filename: '/repo/tests/api/x.test.ts',
      code: "const x = require('../../src/api/trip/services/trips');",
      errors: 1,
    },
    {
      filename: at('seed/index.ts'),
      code: "const m = import('../plugins/queue/server/outbox/store');",
      errors: 1,
    },
  ],
});
