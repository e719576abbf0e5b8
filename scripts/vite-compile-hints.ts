// V8's compile hint on the first chunk (docs/architecture.md, "A stranger's first visit"). A script that begins with
// the magic comment `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints) has all its functions
// compiled while it streams in, on a background thread, instead of each one on the main thread the first time it is
// called. The first chunk (`initial`: React, the router, the query cache, the shell) is what every page runs on its
// first load: without the hint its module evaluation and the hydration compiled ≈ 1,100 of its functions one by one
// on the main thread, in the tasks that make up a first visit's Total Blocking Time. The other chunks keep V8's lazy
// compilation: each hinted file costs its bytes on every page that loads it, and an eagerly compiled function costs
// memory and background time even when it is never called.
//
// The comment counts only as the file's first line, and Vite writes the chunk's preload map (`__vite__mapDeps`) at
// the top of the chunk in its import analysis's `generateBundle`, after every `renderChunk` and banner. So the hint is
// put in right after that hook, by wrapping it (as vite-plugin-compression2 wraps the manifest's), which also comes
// before the precompressed copies (`.br`, `.gz`) are made from the chunk.
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/** The magic comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk that gets the hint (`codeSplitting.groups` in vite.config.ts). */
export const HINTED_CHUNK = 'initial';

/** Puts the hint at the top of the hinted chunk of `bundle`. */
function hint(bundle: Rollup.OutputBundle) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.name !== HINTED_CHUNK) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // a profiling build's source map skips the added line
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
}

type BundleHook = (this: unknown, ...args: [Rollup.NormalizedOutputOptions, Rollup.OutputBundle, boolean]) => unknown;

export function compileHintsPlugin() {
  return {
    name: 'compile-hints',
    apply: 'build',
    configResolved(config: Pick<ResolvedConfig, 'plugins'>) {
      const analysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      const hook = analysis?.generateBundle;
      if (!hook) throw new Error("compile-hints: Vite's import analysis has no generateBundle hook to follow");
      const original = (typeof hook === 'function' ? hook : hook.handler) as BundleHook;
      async function handler(this: unknown, ...args: Parameters<BundleHook>) {
        await original.apply(this, args);
        hint(args[1]);
      }
      // (Vite's resolved plugins are read-only in its types, not in fact)
      (analysis as Plugin).generateBundle = typeof hook === 'function' ? handler : { ...hook, handler };
    },
  } satisfies Plugin;
}
