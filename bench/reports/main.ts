/**
 * One step of `npm run bench:reports`, in a process of its own so that its peak RSS is its own:
 * `seed <orders>` fills the scratch database, `generate <pdf|xlsx>` makes one report of all time
 * and prints `RESULT {ms, peakRssMb, baseRssMb, bytes}`.
 */
import type { Core } from '@strapi/strapi';
import { reports } from '../../src/plugins/reports/public';
import { seedOrders } from './seed';
import { bootBenchApp } from '../boot';

const generate = async (strapi: Core.Strapi, format: 'pdf' | 'xlsx') => {
  const baseRssMb = process.memoryUsage().rss / 2 ** 20;
  const today = new Date().toISOString().slice(0, 10);
  const { report } = await reports(strapi).requests.request({
    requester: { userId: 1 },
    from: '2000-01-01',
    to: today,
    format,
  });
  const started = process.hrtime.bigint();
  await reports(strapi).generation.run(report.id, { name: 'bench', key: null, attempt: 1, attempts: 1 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const done = await reports(strapi).reads.show(report.id);
  if (done.state !== 'completed') throw new Error(`report ${report.id} ${done.state}: ${done.error}`);
  await reports(strapi).store.remove(done.id);
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  return { ms, peakRssMb, baseRssMb, bytes: Number(done.file_size) };
};

const main = async () => {
  const [step, argument] = process.argv.slice(2);
  const strapi = await bootBenchApp();
  if (step === 'seed') await seedOrders(strapi, Number(argument));
  else
    process.stdout.write(
      `RESULT ${JSON.stringify(await generate(strapi, argument === 'pdf' ? 'pdf' : 'xlsx'))}\n`,
    );
  await strapi.destroy();
};

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
