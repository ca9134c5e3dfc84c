import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { NotFoundError } from '../errors';
import { escapeHtml } from '../http/html';
import { matchesIfNoneMatch, strongEtag } from '../cache/etag';
import { contract } from '../../accessor';

// swagger-ui-dist ships the renderer; serving it ourselves keeps the docs page off any CDN.
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

// A Map, not an object: `/docs/assets/__proto__` must find nothing (an object's prototype would answer).
const ASSETS = new Map<string, { file: string; type: string }>([
  ['swagger-ui.css', { file: path.join(swaggerDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' }],
  [
    'swagger-ui-bundle.js',
    { file: path.join(swaggerDir, 'swagger-ui-bundle.js'), type: 'application/javascript; charset=utf-8' },
  ],
]);

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
`;

const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async document(ctx: Context) {
    const json = contract(strapi).openapi.json() as string;
    const etag = strongEtag(json);
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', 'public, max-age=300');
    if (matchesIfNoneMatch(ctx.get('If-None-Match') || undefined, etag)) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = json;
  },

  async page(ctx: Context) {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page(strapi.config.get('plugin::contract.appName') as string);
  },

  async asset(ctx: Context) {
    const name = ctx.params.asset as string;
    ctx.set('Cache-Control', 'public, max-age=86400');
    if (name === 'init.js') {
      ctx.type = 'application/javascript; charset=utf-8';
      ctx.body = INIT_SCRIPT;
      return;
    }
    const asset = ASSETS.get(name);
    if (!asset) throw new NotFoundError('The requested asset was not found.');
    ctx.type = asset.type;
    ctx.body = fs.createReadStream(asset.file);
  },
});
