/**
 * A jest reporter: where a run's time went, file by file. It writes `.tmp/test-timings.json`
 * (each file's total, its Strapi boots and teardowns, and the rest: the tests themselves), keeps a
 * copy per driver and projects (`.tmp/test-timings/sqlite-units+api.json`: CI's steps each leave
 * theirs) and prints the ten slowest files. Boots and teardowns come from tests/helpers/timings.ts, which
 * each worker appends to .tmp/tests/timings/.
 */
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..', '..');
const TIMINGS_DIR = path.join(root, '.tmp', 'tests', 'timings');
const OUTPUT = path.join(root, '.tmp', 'test-timings.json');
const BY_KIND = path.join(root, '.tmp', 'test-timings');

const readEvents = () =>
  fs.existsSync(TIMINGS_DIR)
    ? fs
        .readdirSync(TIMINGS_DIR)
        .flatMap((name) => fs.readFileSync(path.join(TIMINGS_DIR, name), 'utf8').split('\n'))
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

class TimingsReporter {
  onRunStart() {
    fs.rmSync(TIMINGS_DIR, { recursive: true, force: true });
  }

  onRunComplete(_contexts, results) {
    const events = readEvents();
    const sum = (file, phase) =>
      events.filter((e) => e.file === file && e.phase === phase).reduce((total, e) => total + e.ms, 0);
    const files = results.testResults
      .map((result) => {
        const file = result.testFilePath;
        const total = result.perfStats.end - result.perfStats.start;
        const boot = sum(file, 'boot');
        const teardown = sum(file, 'teardown');
        return {
          file: path.relative(root, file),
          total_ms: total,
          boot_ms: boot,
          boots: events.filter((e) => e.file === file && e.phase === 'boot').length,
          from_template: events.filter((e) => e.file === file && e.phase === 'boot' && e.template).length,
          teardown_ms: teardown,
          tests_ms: Math.max(0, total - boot - teardown),
          tests: result.numPassingTests + result.numFailingTests,
        };
      })
      .sort((a, b) => b.total_ms - a.total_ms);
    const boots = events
      .filter((e) => e.phase === 'boot')
      .map((e) => e.ms)
      .sort((a, b) => a - b);
    const projects = [...new Set(results.testResults.map((r) => r.displayName?.name).filter(Boolean))].sort();
    const summary = {
      driver: process.env.DATABASE_CLIENT ?? 'sqlite',
      projects,
      wall_ms: Date.now() - results.startTime,
      files: files.length,
      tests: results.numTotalTests,
      boots: boots.length,
      boot_median_ms: boots.length ? boots[Math.floor(boots.length / 2)] : 0,
      boot_total_ms: boots.reduce((a, b) => a + b, 0),
    };
    fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
    const written = `${JSON.stringify({ ...summary, per_file: files }, null, 2)}\n`;
    fs.writeFileSync(OUTPUT, written);
    fs.mkdirSync(BY_KIND, { recursive: true });
    fs.writeFileSync(path.join(BY_KIND, `${summary.driver}-${projects.join('+') || 'none'}.json`), written);
    const lines = files
      .slice(0, 10)
      .map(
        (f) =>
          `${seconds(f.total_ms)} ${seconds(f.boot_ms)} ${seconds(f.teardown_ms)} ${seconds(f.tests_ms)}  ${f.file}`,
      );
    process.stdout.write(
      [
        '',
        `Slowest files (${summary.driver}; seconds; all files in ${path.relative(root, OUTPUT)}):`,
        '  total    boot teardown  tests  file',
        ...lines,
        `${summary.boots} boots, median ${seconds(summary.boot_median_ms).trim()} s, ${seconds(summary.boot_total_ms).trim()} s in all`,
        '',
      ].join('\n'),
    );
  }
}

module.exports = TimingsReporter;
