import { MODULES } from './modules';

/**
 * One part of every content type's admin-panel entry (`mainField`, `view`, `descriptions`, `owned`),
 * by uid, gathered from the modules' manifests (each module's `panel.json`). Its consumer checks
 * the shape.
 */
export const panelEntries = (part: string): Record<string, unknown> =>
  Object.fromEntries(
    MODULES.flatMap((module) =>
      Object.entries(module.panel ?? {}).flatMap(([uid, entry]) => {
        const value = (entry as Record<string, unknown>)[part];
        return value === undefined ? [] : [[uid, value] as const];
      }),
    ),
  );

/** Where the entries come from, for the message of a malformed one. */
export const PANEL_SOURCE = "the modules' panel.json";
