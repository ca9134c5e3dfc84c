/**
 * Runs the jobs of one key one after another, in the order they were queued, while different keys
 * run side by side: the events of one channel leave in commit order even when one of them takes
 * longer to prepare or to send than the next. A job handles its own failures (a rejected job would
 * stop the ones queued behind it).
 */
export const inOrderBy = () => {
  const chains = new Map<string, Promise<void>>();
  return {
    run(key: string, job: () => Promise<void>) {
      const tail = (chains.get(key) ?? Promise.resolve()).then(job);
      chains.set(key, tail);
      void tail.then(() => {
        if (chains.get(key) === tail) chains.delete(key);
      });
    },
    /** Resolves once every job queued so far has run. */
    async idle() {
      await Promise.all(chains.values());
    },
  };
};
