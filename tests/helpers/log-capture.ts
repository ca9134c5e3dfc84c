import { Writable } from 'stream';
import { winston } from '@strapi/logger';
import type { TestApp } from './strapi';

/** What the logger writes, line by line, as its console transport writes it (LOG_FORMAT=json). */
export const captureLog = (app: TestApp) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // The lines are read here; the console transport stays quiet at the test's raised level.
  for (const transport of app.strapi.log.transports)
    if (transport instanceof winston.transports.Console) transport.silent = true;
  app.strapi.log.add(new winston.transports.Stream({ stream }));
  app.strapi.log.level = 'info';
  return { lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
};
export type CapturedLog = ReturnType<typeof captureLog>;
