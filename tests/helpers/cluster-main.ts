/**
 * The cluster entry of `npm start` (src/cluster) without its compile and admin build, for the
 * cluster tests: `WEB_CONCURRENCY` workers, each the instance of instance-main.ts, share `PORT`;
 * the primary prints `READY <port>` once all listen. SIGTERM to the primary drains every worker.
 */
import { runCluster } from '../../src/cluster';
import { failed, startInstance } from './instance-main';

const port = Number(process.env.PORT);

runCluster({
  startWorker: async () => (await startInstance(port)).shutdown,
  onReady: () => process.stdout.write(`READY ${port}\n`),
}).catch(failed);
