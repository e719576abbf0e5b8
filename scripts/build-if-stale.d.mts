// The types of build-if-stale.mjs for the TypeScript scripts that call it (bench/render.ts).
export const root: string;
export const SSR_ENTRY: string;
export const SSR_DIR: string;
/** Builds into `distDir` when stale; returns the build's absolute path. */
export function buildIfStale(distDir?: string, options?: { force?: boolean }): string;
