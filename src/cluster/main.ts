/**
 * `node dist/src/cluster/main.js`: `npm start` without its one-time work (secrets, compile, admin
 * build), for a deployment that ships a built dist/ — and the script every cluster worker runs.
 */
import { runCluster } from '.';
import { serveStrapi } from './serve';

runCluster({ startWorker: () => serveStrapi() }).catch((error) => {
  process.stderr.write(`${error?.message ?? error}\n`);
  process.exit(1);
});
