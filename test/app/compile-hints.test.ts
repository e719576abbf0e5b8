// V8's compile hint on the first chunk (scripts/vite-compile-hints.ts): it is put in after Vite's import analysis
// has written the chunk's preload map at its top, so that it is the file's first line.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from '../../scripts/vite-compile-hints.ts';

type Bundle = Record<string, { type: 'chunk' | 'asset'; name: string; code?: string; map?: { mappings: string } }>;

/** A stand-in for Vite's import analysis: its generateBundle puts the preload map at the top of every chunk. */
const importAnalysis = (shape: 'object' | 'function') => {
  const handler = (_options: unknown, bundle: Bundle) => {
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk') chunk.code = `const __map=[];\n${chunk.code}`;
  };
  return {
    name: 'vite:build-import-analysis',
    generateBundle: shape === 'object' ? { order: 'post', handler } : handler,
  };
};

/** The plugin's configResolved with a build's resolved `plugins` (the plugin reads nothing else). */
const resolve = (plugins: object[]) =>
  compileHintsPlugin().configResolved.call(undefined as never, { plugins } as never);

async function build(shape: 'object' | 'function') {
  const analysis = importAnalysis(shape);
  resolve([{ name: 'other' }, analysis]);
  const bundle: Bundle = {
    'initial.js': { type: 'chunk', name: 'initial', code: 'export const a = () => 1;', map: { mappings: 'AAAA' } },
    'page.js': { type: 'chunk', name: 'page', code: 'export const b = () => 2;' },
    'style.css': { type: 'asset', name: 'style' },
  };
  const hook = analysis.generateBundle;
  await (typeof hook === 'function' ? hook : hook.handler).call({}, {}, bundle);
  return bundle;
}

describe('the compile hint', () => {
  it.each(['object', 'function'] as const)(
    'is the first line of the first chunk, before the preload map (a %s hook)',
    async (shape) => {
      const bundle = await build(shape);
      expect(bundle['initial.js']!.code).toBe(`${COMPILE_HINT}\nconst __map=[];\nexport const a = () => 1;`);
      // a source map skips the added line
      expect(bundle['initial.js']!.map!.mappings).toBe(';AAAA');
      // the other chunks keep V8's lazy compilation
      expect(bundle['page.js']!.code).toBe('const __map=[];\nexport const b = () => 2;');
    },
  );

  it('stops the build when Vite has no import analysis to follow', () => {
    expect(() => resolve([{ name: 'other' }])).toThrow(/import analysis/);
  });
});
