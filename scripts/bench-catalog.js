/**
 * The catalog's scenarios of `npm run bench` (scripts/bench.js), each URL made new per request so
 * none is served from the response cache: (c) the floor, (a) a cached page, (b) a destination
 * search, (d) Strapi's stock find, and issue 39's (b2) a mistyped hotel search, (b3) the search box,
 * (i) an unfiltered page of hotels, (j) a destination's (Paris's) hotels page.
 */
/** The scenarios of issue 39: asked for with the others only when one of them is. */
const SCALE_KEYS = ['b2', 'b3', 'i', 'j'];

const SEARCH_TERMS = [
  'a',
  'e',
  'par',
  'ro',
  'an',
  'to',
  'ca',
  'sy',
  'egypt',
  'japan',
  'new',
  'mar',
  'ba',
  'ku',
];

let counter = 0;
const missing = () => counter++;

/**
 * Waits until the server answers the floor's route at once: requests of the scenario before, still
 * in flight when the load generator stopped, would otherwise be served during the next one.
 */
const settled = async (base) => {
  const deadline = Date.now() + 120000;
  while (Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${base}/api/bench/ping`);
    if (Date.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server stayed busy for two minutes after a scenario');
};

const HOTEL_TYPOS = ['barcelna', 'pariss', 'amsterdm', 'istambul', 'grnad', 'lisbn hotel'];
const BOX_TERMS = ['par', 'rome', 'grand', 'old market', 'دبي', 'ka', 'museum', 'harbour'];

/** The scenarios (b2) (b3) (i) (j) of the catalog at `base`; `missing()` makes each URL new. */
const scaleScenarios = async (base) => {
  const paris = (await (await fetch(`${base}/api/destinations?search=paris&per_page=1`)).json()).data?.[0];
  if (paris?.name !== 'Paris') throw new Error(`no Paris at ${base}: ${JSON.stringify(paris)}`);
  const each = (make) => ({
    url: base,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: make(missing()) }) }],
  });
  const pick = (terms, n) => encodeURIComponent(terms[n % terms.length]);
  return [
    [
      'b2',
      'hotel search with a typo, cache miss',
      each((n) => `/api/hotels?per_page=20&search=${pick(HOTEL_TYPOS, n)}&miss=${n}`),
    ],
    ['b3', 'GET /api/search?q=…, cache miss', each((n) => `/api/search?q=${pick(BOX_TERMS, n)}&miss=${n}`)],
    ['i', 'GET /api/hotels?per_page=20, cache miss', each((n) => `/api/hotels?per_page=20&miss=${n}`)],
    [
      'j',
      "a destination's hotels page (Paris), cache miss",
      each((n) => `/api/destinations/${paris.id}/hotels?per_page=20&miss=${n}`),
    ],
  ];
};

/** The scenarios `keys` at `base`, as [key, label, autocannon options]. */
const catalogScenarios = async (base, keys) => {
  return [
    ['c', 'trivial route (floor)', { url: `${base}/api/bench/ping` }],
    ['a', 'GET /api/destinations?per_page=20, cached', { url: `${base}/api/destinations?per_page=20` }],
    [
      'b',
      'search, cache miss',
      {
        url: base,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const n = missing();
              return {
                ...req,
                path: `/api/destinations?per_page=20&search=${SEARCH_TERMS[n % SEARCH_TERMS.length]}&miss=${n}`,
              };
            },
          },
        ],
      },
    ],
    ['d', "Strapi's stock REST find", { url: `${base}/api/bench/stock/destinations` }],
    ...(keys.some((key) => SCALE_KEYS.includes(key)) ? await scaleScenarios(base) : []),
  ];
};

module.exports = { SCALE_KEYS, catalogScenarios, settled };
