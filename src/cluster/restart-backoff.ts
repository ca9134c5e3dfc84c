/** A worker that ran this long before dying is not in a crash loop: its restart starts over. */
const STABLE_MS = 30000;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30000;

/**
 * The delay before a dead worker is replaced: 1 s, doubling for each worker in a row that died
 * within 30 s of starting, at most 30 s. A worker that keeps failing (its database gone, a bad
 * deploy) is retried slowly instead of forked in a tight loop.
 */
export const restartBackoff = () => {
  let quickDeaths = 0;
  return (livedMs: number) => {
    quickDeaths = livedMs >= STABLE_MS ? 0 : quickDeaths + 1;
    return Math.min(FIRST_DELAY_MS * 2 ** Math.max(quickDeaths - 1, 0), MAX_DELAY_MS);
  };
};
