/**
 * `npm run bench`'s server: the app as `npm start` serves it, plus the bench's own routes
 * (bench/routes.ts, bench/agency.ts, bench/stock-find.ts), which production code never loads.
 * `node dist/bench/server.js` serves one instance; under `cluster` (scripts/bench-cluster.js) it
 * is every worker's script.
 */
import fs from 'fs';
import { runCluster } from '../src/cluster';
import { serveStrapi } from '../src/cluster/serve';
import { registerBenchRoutes } from '.';

runCluster({
  startWorker: () => serveStrapi(registerBenchRoutes),
  onReady: process.env.BENCH_READY_FILE
    ? () => fs.writeFileSync(process.env.BENCH_READY_FILE as string, '')
    : undefined,
}).catch((error) => {
  process.stderr.write(`${error?.message ?? error}\n`);
  process.exit(1);
});
