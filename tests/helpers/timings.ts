import fs from 'fs';
import path from 'path';

/** Where each jest worker appends what its boots and teardowns took (scripts/jest/timings.js sums it). */
export const TIMINGS_DIR = path.join(__dirname, '..', '..', '..', '.tmp', 'tests', 'timings');

type Phase = 'boot' | 'teardown';

/** The test file running now (jest's), or the process's entry (a second instance). */
const currentFile = () =>
  (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath ??
  process.argv[1];

/**
 * Records one boot or teardown of a Strapi: which file, how long, and how it booted (from a
 * template database or from nothing). One JSON line per event, one file per process.
 */
export const recordTiming = (phase: Phase, ms: number, detail: Record<string, unknown> = {}) => {
  fs.mkdirSync(TIMINGS_DIR, { recursive: true });
  const line = JSON.stringify({ file: currentFile(), phase, ms: Math.round(ms), ...detail });
  fs.appendFileSync(path.join(TIMINGS_DIR, `${process.pid}.jsonl`), `${line}\n`);
};

/** Times `work` as `phase`, recording it whether it succeeds or throws. */
export const timed = async <T>(
  phase: Phase,
  work: () => Promise<T>,
  detail: Record<string, unknown> = {},
) => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordTiming(phase, performance.now() - started, detail);
  }
};
