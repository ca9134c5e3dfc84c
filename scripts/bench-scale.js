/**
 * The catalog at two sizes (issue 39), for `npm run bench`: the seeded catalog (33 destinations,
 * about 700 places) and the scaled one of `npm run seed:scale` (5,000 destinations, 400,000
 * places), measured by the same scenarios (scripts/bench-catalog.js) in one run:
 *   (b)  a destination search, cache miss (as in bench.js),
 *   (b2) a mistyped hotel search (`barcelna`, `grnad`…), cache miss,
 *   (b3) GET /api/search?q=… (the search box), cache miss,
 *   (i)  an unfiltered page of hotels, cache miss,
 *   (j)  a destination's hotels page (Paris, at both sizes), cache miss,
 * next to Strapi's stock find (d) and the planner (f) on the seeded destinations.
 * The scaled database is made once per content of what writes it and kept under .tmp/bench/.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { root, stampOf } = require('./stamp');

const SCALE_INPUTS = ['package-lock.json', 'config', 'src/seed', 'src/api', 'src/lib/search-text'];
/** The secrets a bench server's environment file holds. */
const SECRETS = [
  'APP_KEYS',
  'JWT_SECRET',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'REALTIME_APP_SECRET',
];

/**
 * The scaled SQLite database and the secrets it was written with (a server reading it must use
 * them): made by `npm run seed:scale` when this content has none yet.
 */
const scaledDatabase = () => {
  const stamp = stampOf(SCALE_INPUTS.map((input) => path.join(root, input))).slice(0, 16);
  const dir = path.join(root, '.tmp', 'bench');
  const databaseFile = path.join(dir, `scale-${stamp}.db`);
  const envFile = path.join(dir, `scale-${stamp}.env`);
  if (fs.existsSync(databaseFile) && fs.existsSync(envFile)) return { databaseFile, envFile };
  fs.mkdirSync(dir, { recursive: true });
  for (const old of fs.readdirSync(dir).filter((file) => file.startsWith('scale-')))
    fs.rmSync(path.join(dir, old), { force: true });
  const secret = () => crypto.randomBytes(24).toString('base64');
  fs.writeFileSync(envFile, SECRETS.map((name) => `${name}=${secret()}`).join('\n'));
  const writing = `${databaseFile}.writing`;
  process.stderr.write('scale: writing the scaled catalog (npm run seed:scale, once per content)\n');
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(__dirname, 'seed-scale.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ENV_PATH: envFile,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: writing,
      SEED_PASSWORD: `Bench1${secret()}`,
    },
  });
  if (result.status !== 0) throw new Error('npm run seed:scale failed');
  fs.renameSync(writing, databaseFile);
  process.stderr.write(`scale: written in ${Math.round((Date.now() - started) / 1000)} s\n`);
  return { databaseFile, envFile };
};

/** Each seeded destination's id at `base` (the planner's requests are the same at both sizes). */
const seededDestinations = async (seededBase, base) => {
  const seeded = (await (await fetch(`${seededBase}/api/destinations?per_page=100`)).json()).data;
  const found = [];
  for (const destination of seeded) {
    const url = `${base}/api/destinations?per_page=1&search=${encodeURIComponent(destination.name)}`;
    const [first] = (await (await fetch(url)).json()).data;
    if (first?.name !== destination.name) throw new Error(`${destination.name} not first at ${base}`);
    found.push(first);
  }
  return found;
};

/** The side-by-side table and the targets: each at scale ≥ 0.5× seeded, b/d ≥ 3 at both. */
const printComparison = (seeded, scaled) => {
  console.log('\nThe catalog at two sizes (seeded: 33 destinations; scaled: 5,000 and 400,000 places)\n');
  console.log(
    '| scenario | seeded req/s | p99 ms | scaled req/s | p99 ms | scaled/seeded |\n|---|---|---|---|---|---|',
  );
  for (const key of ['b', 'b2', 'b3', 'i', 'j', 'd', 'f'].filter((key) => seeded[key] && scaled[key])) {
    const ratio = scaled[key].rps / seeded[key].rps;
    const verdict = key === 'd' ? '' : ` (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`;
    console.log(
      `| (${key}) ${seeded[key].label} | ${Math.round(seeded[key].rps)} | ${seeded[key].p99} | ${Math.round(scaled[key].rps)} | ${scaled[key].p99} | ${ratio.toFixed(2)}${verdict} |`,
    );
  }
  for (const [size, results] of [
    ['seeded', seeded],
    ['scaled', scaled],
  ])
    if (results.b && results.d) {
      const bd = results.b.rps / results.d.rps;
      console.log(`b/d ${size} = ${bd.toFixed(2)} (target ≥ 3: ${bd >= 3 ? 'met' : 'NOT met'})`);
    }
};

module.exports = { SECRETS, scaledDatabase, seededDestinations, printComparison };
