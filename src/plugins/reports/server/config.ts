import path from 'path';

export type ReportsConfig = {
  /** Booking records read per query while a file is written (keyset batches). */
  batchSize: number;
  /** A pause between batches, so a very large report leaves the database room for requests. */
  batchPauseMs: number;
  /** Tries of one report job before it is marked failed. */
  attempts: number;
  /** The private folder of report files (`REPORTS_DIR`), absolute; never under `public/`. */
  dir: string;
};

export default {
  default: {
    batchSize: 2000,
    batchPauseMs: 0,
    attempts: 3,
    dir: path.resolve('storage', 'reports'),
  } satisfies ReportsConfig,
  validator(config: ReportsConfig) {
    if (!Number.isInteger(config.batchSize) || config.batchSize < 1)
      throw new Error('REPORT_BATCH_SIZE must be a positive integer');
    if (!Number.isInteger(config.attempts) || config.attempts < 1)
      throw new Error('REPORT_ATTEMPTS must be a positive integer');
    if (typeof config.dir !== 'string' || !path.isAbsolute(config.dir))
      throw new Error('REPORTS_DIR must name a folder');
  },
};
