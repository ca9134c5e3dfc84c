import fs from 'node:fs';
import path from 'node:path';

/**
 * Tables belong to their module (docs/architecture.md): a module names only its own content types.
 * Another module's records are reached through that module's typed API, never through its uid, and
 * the soft-delete column is named inside the soft-delete plugin only (its helpers say the rest).
 *
 * A content type's owner is the module its schema sits in (`src/api/<name>/content-types/…`,
 * `src/plugins/<name>/server/content-types/…`), except where `owners` says otherwise: the catalog
 * owns its types' folders, and accounts owns the users-permissions user.
 */
const MODULE = /(?:^|\/)src\/(api|plugins)\/([^/]+)\//;
const TRASH_PLUGIN = 'plugins/soft-delete';
const TRASH_COLUMN = 'deleted_at';

const posix = (file) => file.split(path.sep).join('/');

const contentTypesUnder = (root) => {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'schema.json' && posix(full).includes('/content-types/'))
        found.push(posix(full));
    }
  };
  walk(root);
  return found;
};

/** uid → owning module (`api/trip`, `plugins/billing`) of every content type in `src`. */
const ownersIn = (srcRoot, overrides) => {
  const owners = new Map();
  for (const file of contentTypesUnder(srcRoot)) {
    const [, kind, name] = MODULE.exec(file) ?? [];
    const type = /content-types\/([^/]+)\/schema\.json$/.exec(file)[1];
    if (kind === 'api') owners.set(`api::${name}.${type}`, `api/${name}`);
    if (kind === 'plugins') owners.set(`plugin::${name}.${type}`, `plugins/${name}`);
  }
  const ownerOf = (uid) => {
    const namespace = uid.slice(0, uid.indexOf('.'));
    return overrides[uid] ?? overrides[namespace] ?? owners.get(uid);
  };
  return { known: (uid) => ownerOf(uid) !== undefined, ownerOf };
};

const moduleOf = (file) => {
  const match = MODULE.exec(posix(file));
  return match ? `${match[1]}/${match[2]}` : null;
};

const stringsOf = (node) => {
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '');
  return [];
};

const cache = new Map();
const modulesOf = (srcRoot, overrides) => {
  if (!cache.has(srcRoot)) cache.set(srcRoot, ownersIn(srcRoot, overrides));
  return cache.get(srcRoot);
};

const UID = /\b(?:api|plugin)::[a-z0-9-]+\.[a-z0-9-]+\b/g;

export default {
  rules: {
    'own-tables': {
      meta: { type: 'problem', schema: [{ type: 'object', additionalProperties: true }] },
      create(context) {
        const options = context.options[0] ?? {};
        const srcRoot = path.resolve(context.cwd, options.src ?? 'src');
        const modules = modulesOf(srcRoot, options.owners ?? {});
        const here = moduleOf(context.filename);
        const aliases = options.aliases ?? {};
        const mine = here && (aliases[here] ?? here);
        if (!mine) return {};
        // Known debt, file by file, until each module offers the reader or writer (shrinks to nothing).
        const owed = new Set(
          options.debt?.[path.relative(context.cwd, context.filename).split(path.sep).join('/')] ?? [],
        );
        const check = (node) => {
          for (const text of stringsOf(node))
            for (const uid of text.match(UID) ?? []) {
              if (!modules.known(uid) || owed.has(uid)) continue;
              const owner = modules.ownerOf(uid);
              if (owner !== mine)
                context.report({
                  node,
                  message: `${uid} belongs to src/${owner}: call that module's typed API instead of naming its table.`,
                });
            }
        };
        return { Literal: check, TemplateLiteral: check };
      },
    },
    'trash-column': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = posix(context.filename);
        if (!file.includes('/src/') || moduleOf(file) === TRASH_PLUGIN) return {};
        const report = (node) =>
          context.report({
            node,
            message: `The soft-delete column is the plugin's to name: use src/plugins/soft-delete/public.ts.`,
          });
        const check = (node) => stringsOf(node).some((text) => text.includes(TRASH_COLUMN)) && report(node);
        return {
          Literal: check,
          TemplateLiteral: check,
          Identifier: (node) => node.name === TRASH_COLUMN && report(node),
        };
      },
    },
  },
};
