export type QueueConfig = {
  /** `inline` or `bullmq`; empty: BullMQ when Redis is configured, else inline. */
  driver: string;
  /** Whether this instance processes jobs (an instance may only enqueue). */
  workers: boolean;
  /** Jobs processed at once by this instance. */
  concurrency: number;
  /** Default tries of a job, and the first wait between tries (doubled each time). */
  attempts: number;
  backoffMs: number;
  /**
   * BullMQ: how long a running job's lock lasts unrenewed; a job whose worker died is taken again
   * within about twice this.
   */
  lockMs: number;
  /** How long a finished job's key keeps refusing the same key again. */
  keepSeconds: number;
  /**
   * The domain events' relay (the first wait after a failure is `backoffMs`); `lanes`: deliveries
   * at once per lane (a lane not listed, the default one included, takes `concurrency`).
   */
  outbox: {
    pollMs: number;
    leaseMs: number;
    maxBackoffMs: number;
    retainDays: number;
    lanes?: Record<string, number>;
  };
};

export default {
  default: {
    driver: '',
    workers: true,
    concurrency: 5,
    attempts: 5,
    backoffMs: 2000,
    lockMs: 30000,
    keepSeconds: 86400,
    outbox: { pollMs: 1000, leaseMs: 60000, maxBackoffMs: 300000, retainDays: 7, lanes: { mail: 10 } },
  } satisfies QueueConfig,
  validator(config: QueueConfig) {
    if (config.driver && !['inline', 'bullmq'].includes(config.driver))
      throw new Error('QUEUE_DRIVER must be "inline" or "bullmq"');
  },
};
