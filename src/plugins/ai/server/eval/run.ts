/**
 * `npm run eval:planner [-- --engine openai] [--count 200] [--seed 2026]`: plans `count` varied
 * requests over the seeded catalogue in process and prints per-constraint pass rates, the final
 * pass rate, the route-length ratio against the brute-force optimum and 7-day planning times.
 * `--engine openai` plans through the model configured by OPENAI_API_KEY / OPENAI_BASE_URL /
 * AI_MODEL / AI_TIMEOUT_MS, behind the same verifier and solver as the service.
 * Exits 1 when a correctness target is missed (times are printed, never judged: they depend on the machine).
 */
import { performance } from 'node:perf_hooks';
import { modelClientFrom } from '../engines/model-client';
import { planWithEngines } from '../engines/plan';
import { evaluateCase, percentile, summarise } from './evaluate';
import { evalCases } from './requests';
import { seedCatalogue } from './seed-catalogue';

const TARGETS = { finalPassRate: 1, worstRatio: 1.05, sevenDayP50Ms: 50 };

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

const main = async () => {
  const engine = option('engine', 'builtin');
  const total = Number(option('count', '200'));
  const seed = Number(option('seed', '2026'));
  if (!['builtin', 'openai'].includes(engine) || !Number.isInteger(total) || total < 1)
    throw new Error('usage: eval:planner [--engine builtin|openai] [--count N] [--seed N]');
  const model =
    engine === 'openai'
      ? modelClientFrom({
          apiKey: process.env.OPENAI_API_KEY ?? '',
          baseUrl: process.env.OPENAI_BASE_URL ?? '',
          model: process.env.AI_MODEL ?? 'gpt-4o-mini',
          timeoutMs: Number(process.env.AI_TIMEOUT_MS ?? 20000),
        })
      : null;
  if (engine === 'openai' && !model)
    throw new Error('--engine openai needs OPENAI_API_KEY (and OPENAI_BASE_URL).');
  const settings = { averageSpeedKmh: Number(process.env.ROUTING_AVERAGE_SPEED_KMH ?? 50) };
  const catalogue = seedCatalogue();
  const cases = evalCases(catalogue, total, seed);

  const results = [];
  for (const item of cases) results.push(await evaluateCase(item, model, settings));
  const summary = summarise(results);

  // Planning time (solver and verifier, as the service runs them) of 7-day plans, builtin engine.
  const weekCases = evalCases(catalogue, 400, seed + 1).map((item) => ({
    ...item,
    request: { ...item.request, days: 7 },
  }));
  const times: number[] = [];
  for (const [index, item] of weekCases.entries()) {
    const started = performance.now();
    await planWithEngines(null, item.catalogue, item.request, settings);
    if (index >= 50) times.push(performance.now() - started); // the first 50 warm the JIT
  }
  times.sort((a, b) => a - b);

  const lines = [
    `planner evaluation — engine ${engine}${model ? ` (${model.model})` : ''}, ${summary.cases} requests, seed ${seed}`,
    '',
    'per-constraint pass rate:',
    ...Object.entries(summary.perConstraint).map(([name, rate]) => `  ${name.padEnd(24)} ${percent(rate)}`),
    `final pass rate (all at once): ${percent(summary.finalPassRate)}   target ${percent(TARGETS.finalPassRate)}`,
    '',
    `route length / brute-force optimum over ${summary.ratio.days} day(s) of 2–9 stops:`,
    `  delivered routes   mean ${summary.ratio.mean.toFixed(4)}   worst ${summary.ratio.worst.toFixed(4)}   target worst ≤ ${TARGETS.worstRatio}`,
    `  optimiser alone    mean ${summary.optimiserRatio.mean.toFixed(4)}   worst ${summary.optimiserRatio.worst.toFixed(4)}   (nearest neighbour + 2-opt + or-opt; days of ≤ 6 stops are delivered from the exact search)`,
    '',
    `7-day planning time, builtin (${times.length} plans): p50 ${percentile(times, 50).toFixed(2)} ms   p99 ${percentile(times, 99).toFixed(2)} ms   target p50 < ${TARGETS.sevenDayP50Ms} ms`,
    '',
    `warnings given: ${JSON.stringify(summary.warnings)}`,
    `engines: ${JSON.stringify(summary.engines)}`,
  ];
  if (model)
    lines.push(
      `model drafts breaking a rule before the verifier: ${summary.draftsWithViolations}; repaired by the solver: ${summary.repaired}; replaced by builtin (fallback): ${summary.fallbacks}`,
    );
  for (const failure of summary.failures) lines.push(`FAILED ${failure.label}: ${failure.reason}`);
  console.log(lines.join('\n'));
  const missed = summary.finalPassRate < TARGETS.finalPassRate || summary.ratio.worst > TARGETS.worstRatio;
  if (missed) {
    console.error('A correctness target was missed.');
    process.exitCode = 1;
  }
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
