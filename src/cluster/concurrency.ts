import os from 'os';

type Env = Record<string, string | undefined>;

/**
 * The number of workers `WEB_CONCURRENCY` asks for (default 1; `auto`: the machine's cores). More
 * than one needs PostgreSQL and Redis: each worker is a process of its own, and throttle counters,
 * the response cache, token revocation and jobs are shared only through them (SQLite's file and the
 * in-memory drivers would give each worker its own, and a limit would count N times over).
 */
export const clusterWorkers = (env: Env = process.env): number => {
  const raw = (env.WEB_CONCURRENCY ?? '').trim();
  const workers = raw === '' ? 1 : raw === 'auto' ? os.availableParallelism() : Number(raw);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`WEB_CONCURRENCY must be a whole number ≥ 1 or "auto", got "${raw}"`);
  if (workers > 1 && (env.DATABASE_CLIENT !== 'postgres' || !env.REDIS_URL))
    throw new Error(
      `WEB_CONCURRENCY=${raw} (${workers} workers) needs DATABASE_CLIENT=postgres and REDIS_URL: throttles, ` +
        'the response cache, token revocation and jobs must be shared between the workers ' +
        `(here DATABASE_CLIENT=${env.DATABASE_CLIENT ?? 'sqlite'}, REDIS_URL ${env.REDIS_URL ? 'set' : 'unset'}). ` +
        'Set WEB_CONCURRENCY=1, or configure PostgreSQL and Redis.',
    );
  return workers;
};
