import fs from 'fs';
import path from 'path';
import { MODULES } from '../../src/modules';
import { recordLinksOf, type TargetRule } from '../../src/plugins/platform/public';
import { TRASH_COLUMN } from '../../src/plugins/soft-delete/public';

const SRC = path.join(__dirname, '..', '..', '..', 'src');

/** Every content type schema of ours, by uid, with the folder of the module it sits in. */
const schemas = () => {
  const found = new Map<string, { module: string; attributes: Record<string, unknown> }>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'schema.json' && full.includes(`${path.sep}content-types${path.sep}`)) {
        const rel = path.relative(SRC, full).split(path.sep);
        const type = rel[rel.length - 2];
        const uid =
          rel[0] === 'api'
            ? `api::${rel[1]}.${type}`
            : rel[0] === 'plugins'
              ? `plugin::${rel[1]}.${type}`
              : `plugin::users-permissions.${type}`;
        const { attributes } = JSON.parse(fs.readFileSync(full, 'utf8'));
        found.set(uid, { module: `${rel[0]}/${rel[1]}`, attributes });
      }
    }
  };
  walk(SRC);
  return found;
};

const declared = () =>
  MODULES.flatMap((module) =>
    Object.entries(module.contentTypes ?? {}).map(([uid, entry]) => ({ uid, entry, module })),
  );

const targetsOf = (target: TargetRule) =>
  typeof target === 'string' ? [target] : Object.values(target.types);

/** The manifests are the one place a content type is declared: they must say every one, and only those. */
describe('module manifests', () => {
  it('declare every content type of ours exactly once, in a module', () => {
    const counted = new Map<string, number>();
    for (const { uid } of declared()) counted.set(uid, (counted.get(uid) ?? 0) + 1);
    expect([...schemas().keys()].filter((uid) => counted.get(uid) !== 1)).toEqual([]);
    expect([...counted.keys()].filter((uid) => !schemas().has(uid))).toEqual([]);
  });

  it('keep a trash for every type with a trash column but the accounts (trashed by the accounts module)', () => {
    const withColumn = [...schemas()]
      .filter(
        ([uid, schema]) => TRASH_COLUMN in schema.attributes && uid !== 'plugin::users-permissions.user',
      )
      .map(([uid]) => uid)
      .sort();
    const trashed = declared()
      .filter(({ entry }) => entry.softDelete)
      .map(({ uid }) => uid)
      .sort();
    expect(trashed).toEqual(withColumn);
  });

  it("link only ids of declared content types, and a module's panel entries name its own types", () => {
    const known = new Set(declared().map(({ uid }) => uid));
    const links = recordLinksOf(MODULES);
    for (const [uid, entry] of Object.entries(links)) {
      expect(known.has(uid)).toBe(true);
      for (const link of entry.links ?? [])
        for (const target of targetsOf(link.target))
          expect([uid, target, known.has(target)]).toEqual([uid, target, true]);
      for (const list of entry.lists ?? []) expect(known.has(list.from)).toBe(true);
    }
    for (const module of MODULES)
      for (const uid of Object.keys(module.panel ?? {}))
        expect([uid, module.contentTypes?.[uid] !== undefined]).toEqual([uid, true]);
  });
});
