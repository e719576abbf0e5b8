// The English texts loaded so far. With the build's i18n-areas plugin (scripts/vite-i18n-areas.mjs) every module that
// reads a part of the catalogue (an area's first-level key: `catalogue.card`, `home.title`, with its plural and
// context variants) imports a tiny module that registers that part here before the module runs; i18n instances take
// what is registered when they are created and every part registered later (src/i18n/i18n.ts).

export type AreaTexts = Record<string, unknown>;

const parts = new Map<string, { area: string; texts: AreaTexts }>();
const listeners = new Set<(area: string, texts: AreaTexts) => void>();

/**
 * Adds a part of an area's English texts (`texts`: first-level keys of the area with their texts) once: a later call
 * with the same `part` name is ignored.
 */
export function registerArea(area: string, part: string, texts: AreaTexts) {
  if (parts.has(part)) return;
  parts.set(part, { area, texts });
  listeners.forEach((listener) => listener(area, texts));
}

/** The parts registered so far, as one catalogue (`{ area: texts }`). */
export function registeredAreas(): Record<string, AreaTexts> {
  const catalogue: Record<string, AreaTexts> = {};
  for (const { area, texts } of parts.values()) Object.assign((catalogue[area] ??= {}), texts);
  return catalogue;
}

/** Calls `listener` for every part registered from now on (its area, its texts); returns the unsubscribe function. */
export function onAreaRegistered(listener: (area: string, texts: AreaTexts) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
