import fs from 'fs/promises';
import path from 'path';
import { requestsAs } from '../helpers/callers';
import type { TestApp } from '../helpers/strapi';
import { bootWithStaff } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
// With a size, so that the image decoder (which refuses an SVG without one) would pass it.
const svg = (inner: string, rootAttributes = '') =>
  `<svg ${NS} width="8" height="8"${rootAttributes}>${inner}</svg>`;

/** A logo as a design tool exports it: paths, gradients, a class sheet, reuse by #id, a title. */
const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg ${NS} viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="title">
  <title id="title">Travel Planner</title>
  <defs>
    <style>.mark { fill: url(#sea); }</style>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3cf"/><stop offset="1" stop-color="#036"/>
    </linearGradient>
    <path id="wave" d="M0 40 Q16 32 32 40 T64 40 V64 H0 Z"/>
  </defs>
  <circle class="mark" cx="32" cy="32" r="30"/>
  <use href="#wave" fill="#fff" opacity=".6"/>
  <use xlink:href="#wave" fill="#fff" transform="translate(0 8)"/>
</svg>
`;

/** The attacks (34, item 6) and their kin: each is 422 on `file`, and nothing is stored. */
const ATTACKS: Array<[string, string]> = [
  [
    'foreignObject with an iframe srcdoc',
    svg(
      '<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject>',
    ),
  ],
  ['use href="data:…"', svg('<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>')],
  ['a java&#x09;script: link', svg('<a href="java&#x09;script:alert(1)"><rect width="8" height="8"/></a>')],
  ['java&#x09;script: in use', svg('<use xlink:href="java&#x09;script:alert(1)"/>')],
  [
    'animate values',
    svg('<a><animate attributeName="href" values="#a;java&#x09;script:alert(1)"/><rect/></a>'),
  ],
  [
    'an xml-stylesheet instruction',
    `<?xml-stylesheet type="text/css" href="https://example.com/x.css"?>${svg('')}`,
  ],
  ['onload', svg('<rect width="8" height="8"/>', ' onload="alert(1)"')],
  ['script', svg('<script>alert(1)</script>')],
  ['an uppercase SCRIPT', svg('<SCRIPT>alert(1)</SCRIPT>')],
  ['svg:script', svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>')],
  ['a style with url(javascript:)', svg('<style>rect { fill: url(javascript:alert(1)) }</style>')],
  ['a style with @import', svg('<style>@import url(https://example.com/x.css);</style>')],
  ['an external xlink:href', svg('<use xlink:href="https://example.com/sprite.svg#logo"/>')],
  [
    'a billion laughs DOCTYPE',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
  ],
  ['a DOCTYPE declaring an entity it does not use', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('')}`],
  ['set', svg('<rect><set attributeName="fill" to="red"/></rect>')],
  ['an external image', svg('<image href="https://example.com/pixel.png" width="1" height="1"/>')],
];

/** PATCH /admin/settings/{key} with an SVG: only drawing passes (CONTRACT §10). */
describe('admin settings: SVG files', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const as = requestsAs(() => app, tokens);
  const attach = (content: string) =>
    as('admin')
      .patch('/api/admin/settings/logo_url')
      .attach('file', Buffer.from(content), { filename: 'logo.svg', contentType: 'image/svg+xml' });
  const uploadsDir = () => path.join(app.strapi.dirs.static.public, 'uploads');
  /**
   * Everything a file upload could leave behind: the setting, the upload rows, and the files on disk
   * that hold `content`. The folder is the app's, shared with the test files running beside this
   * one (they upload logos and images there too), so a file is judged by its bytes.
   */
  const stored = async (content: string) => {
    const names = await fs.readdir(uploadsDir()).catch(() => [] as string[]);
    const holding: string[] = [];
    for (const name of names) {
      const bytes = await fs.readFile(path.join(uploadsDir(), name)).catch(() => null);
      if (bytes?.equals(Buffer.from(content))) holding.push(name);
    }
    return {
      settings: (await as('admin').get('/api/admin/settings')).body.data as Json,
      uploads: await app.strapi.db.query('plugin::upload.file').count({}),
      files: holding,
    };
  };

  beforeAll(async () => {
    ({ app } = await bootWithStaff(tokens, {}));
  });
  afterAll(async () => {
    // The local provider wrote into public/uploads: take the files away with their records.
    const files = (await app?.strapi.db.query('plugin::upload.file').findMany({})) ?? [];
    for (const file of files) await app.strapi.plugin('upload').service('upload').remove(file);
    await app?.close();
  });

  it.each(ATTACKS)('%s → 422 validation_error on file, nothing stored', async (_, content) => {
    const before = await stored(content);
    const res = await attach(content);
    expect(res.status).toBe(422);
    expect(res.body.error.type).toBe('validation_error');
    expect(res.body.error.validation_errors.map((e: Json) => e.field)).toEqual(['file']);
    expect(await stored(content)).toEqual(before);
  });

  it('names what was refused', async () => {
    const res = await attach(svg('<foreignObject/>'));
    expect(res.body.error.validation_errors[0].message).toBe(
      'The SVG file may hold only drawing elements and attributes, not the element foreignObject.',
    );
  });

  it('a clean logo (paths, gradients, use by #id, a title) is stored as it came and served', async () => {
    const res = await attach(LOGO);
    expect(res.status).toBe(200);
    const url = res.body.data.value as string;
    expect(url).toMatch(/\/uploads\/logo_url_\w+\.svg$/);
    const served = await fetch(`${app.url}${new URL(url).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await served.text()).toBe(LOGO);
    expect((await app.http().get('/api/site-settings')).body.data.logo_url).toBe(url);
  });
});
