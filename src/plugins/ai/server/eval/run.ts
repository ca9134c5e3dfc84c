/**
 * `npm run eval:planner [-- --engine openai] [--count 200] [--seed 2026]`: plans `count` varied
 * requests over the seeded catalog in process and prints the checker's per-constraint pass rates on
 * the unrepaired drafts (the model's first answer, or the builtin solver's first draft) and on the
 * delivered plans, the final pass rate, the route-length ratio against the exact optimum
 * (Held–Karp, computed apart from the planner's ordering) and 7-day planning times.
 * `--engine openai` plans through the model configured by OPENAI_API_KEY / OPENAI_BASE_URL /
 * AI_MODEL / AI_TIMEOUT_MS, behind the same verifier and solver as the service.
 * Exits 1 when a correctness target is missed (times are printed, never judged: they depend on the machine).
 */
import { performance } from 'node:perf_hooks';
import { modelClientFrom } from '../adapters/openai/model-client';
import { planWithEngines } from '../services/engines/plan';
import { evaluateCase, percentile, summarise } from './evaluate';
import { evalCases } from './requests';
import { seedCatalog } from './seed-catalog';

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
  const catalog = seedCatalog();
  const cases = evalCases(catalog, total, seed);

  const results = [];
  for (const item of cases) results.push(await evaluateCase(item, model, settings));
  const summary = summarise(results);

  // Planning time (solver and verifier, as the service runs them) of 7-day plans, builtin engine.
  const weekCases = evalCases(catalog, 400, seed + 1).map((item) => ({
    ...item,
    request: { ...item.request, days: 7 },
  }));
  const times: number[] = [];
  for (const [index, item] of weekCases.entries()) {
    const started = performance.now();
    await planWithEngines(null, item.catalog, item.request, settings);
    if (index >= 50) times.push(performance.now() - started); // the first 50 warm the JIT
  }
  times.sort((a, b) => a - b);

  const rules = (rates: Record<string, number>) =>
    Object.entries(rates).map(([name, rate]) => `  ${name.padEnd(24)} ${percent(rate)}`);
  const ratioLine = (label: string, r: typeof summary.ratio, note = '') =>
    `  ${label.padEnd(32)} mean ${r.mean.toFixed(4)}   best ${r.best.toFixed(4)}   worst ${r.worst.toFixed(4)}${note}`;
  const draftSource =
    engine === 'openai'
      ? "the model's first answer, grounded and timed, before it is sent back or repaired"
      : "the solver's first draft: its hotels, sights and meals in nearest-neighbour order, before the window guard, dropped sights and budget steps";
  const lines = [
    `planner evaluation — engine ${engine}${model ? ` (${model.model})` : ''}, ${summary.cases} requests, seed ${seed}`,
    '',
    `unrepaired drafts (${draftSource}), per-constraint pass rate:`,
    ...rules(summary.draftPerConstraint),
    `  all at once               ${percent(summary.draftPassRate)}   (no usable draft: ${summary.draftsMissing})`,
    '',
    'delivered plans, per-constraint pass rate:',
    ...rules(summary.deliveredPerConstraint),
    `final pass rate (all at once): ${percent(summary.finalPassRate)}   target ${percent(TARGETS.finalPassRate)}`,
    '',
    `route length / exact optimum (Held–Karp over the day's stops, computed apart from the planner) over ${summary.ratio.days + summary.infeasibleDays} day(s) of 2–12 stops:`,
    ratioLine('delivered, same windows', summary.ratio, `   target worst ≤ ${TARGETS.worstRatio}, best ≥ 1`),
    ratioLine(
      'optimiser alone, same windows',
      summary.optimiserRatio,
      '   (nearest neighbour + 2-opt + or-opt)',
    ),
    ratioLine(
      'delivered, clock ignored',
      summary.unconstrainedRatio,
      '   (what opening hours and meal times cost)',
    ),
    `  delivered days the exact search finds no order for: ${summary.infeasibleDays}   target 0`,
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
  const missed =
    summary.finalPassRate < TARGETS.finalPassRate ||
    summary.ratio.worst > TARGETS.worstRatio ||
    summary.ratio.best < 1 - 1e-9 ||
    summary.infeasibleDays > 0;
  if (missed) {
    console.error('A correctness target was missed.');
    process.exitCode = 1;
  }
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
