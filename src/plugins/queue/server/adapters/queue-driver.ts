/** What the caller may say about one job. */
export type JobOptions = {
  /** Idempotency key: a second job with the same key (queued, running or recently done) is not added. */
  key?: string;
  attempts?: number;
  backoffMs?: number;
  delayMs?: number;
};

export type JobInfo = { name: string; key: string | null; attempt: number; attempts: number };
export type JobHandler = (data: unknown, info: JobInfo) => Promise<void>;

export type AddedJob = { id: string; duplicate: boolean };

/** One way of running jobs. Handlers are looked up by name when a job runs. */
export interface QueueDriver {
  readonly name: 'inline' | 'bullmq';
  add(
    name: string,
    data: unknown,
    options: Required<Omit<JobOptions, 'key'>> & { key?: string },
  ): Promise<AddedJob>;
  /** Begins processing with the given handlers (jobs added earlier wait until then). */
  start(handlerOf: (name: string) => JobHandler | undefined): Promise<void>;
  /** How many jobs wait for a worker, due now (health); BullMQ asks Redis, so it may fail. */
  waiting(): Promise<number>;
  /** Resolves when nothing is waiting, delayed or running (tests and shutdown). */
  idle(timeoutMs: number): Promise<boolean>;
  /** Stops taking jobs, lets the running ones finish, releases connections. */
  stop(): Promise<void>;
}

/** The wait before try `attempt + 1`: the first backoff, doubled each time. */
export const backoffFor = (backoffMs: number, attempt: number) => backoffMs * 2 ** (attempt - 1);
