import path from 'node:path';

/**
 * Modules meet at their public entry points: a file may import another module only through its
 * `public.ts` (or `index.ts`) at the module's root, whatever internal folder the target sits in; and
 * a plugin never imports an app domain (src/api), which provides ports at registration instead.
 * A module is `src/api/<name>` or `src/plugins/<name>`; files outside every module (src/index.ts,
 * seed, openapi, bench, tests) count as outsiders and see entry points only. A module's own files
 * never import its entry point: they import the file that declares what they need (its typed
 * service accessor is `accessor.ts`), so the entry point only re-exports and makes no cycle.
 */
const ENTRY_POINTS = new Set(['public', 'index']);
/**
 * Modules every other may use, which therefore import none but the small libraries (src/lib/<name>,
 * themselves importing no module of ours): a cycle through them is impossible.
 */
const LEAVES = new Set(['plugins/metrics', 'plugins/platform']);
const MODULE = /(?:^|\/)src\/(api|plugins|lib)\/([^/]+)(?:\/(.*))?$/;

const moduleOf = (file) => {
  const match = MODULE.exec(file.split(path.sep).join('/'));
  return match ? { kind: match[1], name: match[2], rest: match[3] ?? '' } : null;
};

// A folder import resolves to its index.
const isEntryPoint = (rest) => rest === '' || ENTRY_POINTS.has(rest.replace(/\.(ts|js|mjs)$/, ''));

const problemOf = (importer, target) => {
  if (!target) return null;
  const from = moduleOf(importer);
  if (from && from.kind === target.kind && from.name === target.name)
    return isEntryPoint(target.rest) && !isEntryPoint(from.rest)
      ? 'A module imports its own files directly: the entry point is for other modules (and importing it from inside makes cycles).'
      : null;
  if (from?.kind === 'lib') return `src/lib/${from.name} is a library: it imports no module of ours.`;
  if (from && LEAVES.has(`${from.kind}/${from.name}`) && target.kind !== 'lib')
    return `src/${from.kind}/${from.name} is a leaf: it imports no other module of ours.`;
  if (from?.kind === 'plugins' && target.kind === 'api')
    return `A plugin never imports an app domain (src/api/${target.name}): take a port the domain provides at registration.`;
  if (isEntryPoint(target.rest)) return null;
  const entry =
    target.kind === 'lib' ? `src/lib/${target.name}/index.ts` : `src/${target.kind}/${target.name}/public.ts`;
  return `Import the module's public entry point (${entry}), not its internals (${target.rest}).`;
};

export default {
  rules: {
    'module-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const importer = context.filename;
        const check = (node, specifier) => {
          if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
          const resolved = path.resolve(path.dirname(importer), specifier);
          const message = problemOf(importer, moduleOf(resolved));
          if (message) context.report({ node, message });
        };
        const fromSource = (node) => node.source && check(node, node.source.value);
        return {
          ImportDeclaration: fromSource,
          ExportNamedDeclaration: fromSource,
          ExportAllDeclaration: fromSource,
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
          CallExpression: (node) => {
            const [first] = node.arguments;
            if (
              node.callee.type === 'Identifier' &&
              node.callee.name === 'require' &&
              first?.type === 'Literal'
            )
              check(node, first.value);
          },
        };
      },
    },
  },
};
