import type { Core } from '@strapi/strapi';

type Task = () => Promise<unknown>;

/**
 * Background work that a shutdown must let finish: scheduled jobs run through `run`, which
 * refuses to start anything once the instance drains and remembers what is under way.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let draining = false;
  const running = new Set<Promise<unknown>>();
  const drainListeners: Array<() => void> = [];

  return {
    get draining() {
      return draining;
    },

    /** Runs a job unless the instance is draining; failures are logged, never thrown into cron. */
    async run(name: string, task: Task): Promise<void> {
      if (draining) return;
      const work = task().catch((error: unknown) => strapi.log.error(`${name} failed`, { error }));
      running.add(work);
      try {
        await work;
      } finally {
        running.delete(work);
      }
    },

    beginDrain() {
      draining = true;
      for (const listener of drainListeners) listener();
    },

    /** Runs `listener` when the instance starts draining (long-lived connections close then). */
    onDrain(listener: () => void) {
      drainListeners.push(listener);
    },

    /** Resolves when every job under way has ended. */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
};
