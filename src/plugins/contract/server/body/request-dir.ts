import { mkdtemp, rm } from 'fs/promises';
import os from 'os';
import path from 'path';

/**
 * Runs `work` with a temporary directory of its own and removes the directory afterwards,
 * whatever the outcome: nothing an upload writes outlives its request.
 */
export const withRequestDir = async <T>(work: (dir: string) => Promise<T>): Promise<T> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tp-upload-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
