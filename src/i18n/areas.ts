// The English areas loaded so far. With the build's i18n-areas plugin (scripts/vite-i18n-areas.mjs) every module that
// reads an area's keys imports a tiny module that registers the area here before the module runs; i18n instances
// take what is registered when they are created and every area registered later (src/i18n/i18n.ts).

export type AreaTexts = Record<string, unknown>;

const areas = new Map<string, AreaTexts>();
const listeners = new Set<(name: string, texts: AreaTexts) => void>();

/** Adds an area's English texts (once; later calls with the same name are ignored). */
export function registerArea(name: string, texts: AreaTexts) {
  if (areas.has(name)) return;
  areas.set(name, texts);
  listeners.forEach((listener) => listener(name, texts));
}

/** The areas registered so far, as one catalogue (`{ area: texts }`). */
export function registeredAreas(): Record<string, AreaTexts> {
  return Object.fromEntries(areas);
}

/** Calls `listener` for every area registered from now on; returns the unsubscribe function. */
export function onAreaRegistered(listener: (name: string, texts: AreaTexts) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
