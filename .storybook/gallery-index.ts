// The state gallery's stories, built from the machines' graphs (docs/architecture.md, "The component catalogue").
// Each `stories/gallery/<machine id>.gallery.tsx` default-exports the meta of one machine's view (`galleryMeta`);
// its stories are the states that machine's graph paths rest in (test/support/state-gallery.ts), listed in Node by
// scripts/gallery-states.ts (cached by the hash of the machines and their test files, as the /flows plans are):
//  - `galleryIndexer` (Storybook's indexer API) gives Storybook one entry per state;
//  - `galleryPlugin` (Vite) appends the matching story exports to the file, each naming its state;
//    and resolves `@xstate/react` in src/ to stories/gallery/xstate-react.ts, which resumes the view's actor from the
//    story's snapshot.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { sources } from '../scripts/vite-flows.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const galleryFile = /stories[\\/]gallery[\\/]([a-z0-9-]+)\.gallery\.tsx$/;

type States = Record<string, { key: string; exportName: string }[]>;
let cached: { hash: string; states: States } | undefined;

/** Every machine's gallery states (scripts/gallery-states.ts), computed once per change of the machines or tests. */
function galleryStates(): States {
  const hash = createHash('sha256');
  for (const file of [...sources(), join(root, 'scripts/gallery-states.ts')])
    hash.update(file.slice(root.length)).update(readFileSync(file));
  const digest = hash.digest('hex').slice(0, 16);
  if (cached?.hash === digest) return cached.states;
  const file = join(root, 'node_modules/.cache/gallery-states', `${digest}.json`);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const out = execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/gallery-states.ts'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 << 20,
      },
    );
    writeFileSync(file, out);
  }
  cached = { hash: digest, states: JSON.parse(readFileSync(file, 'utf8')) as States };
  return cached.states;
}

const machineOf = (fileName: string) => galleryFile.exec(fileName)?.[1] ?? basename(fileName);

export const galleryIndexer: Indexer = {
  test: galleryFile,
  createIndex: async (fileName) =>
    (galleryStates()[machineOf(fileName)] ?? []).map(({ key, exportName }) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName,
      name: key,
      title: `State gallery/${machineOf(fileName)}`,
      tags: ['state-gallery'],
    })),
};

export function galleryPlugin(): Plugin {
  const resumable = join(root, 'stories/gallery/xstate-react.ts');
  return {
    name: 'state-gallery',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@xstate/react' && importer?.startsWith(join(root, 'src'))) return resumable;
      return null;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!galleryFile.test(file)) return null;
      const stories = (galleryStates()[machineOf(file)] ?? []).map(
        ({ key, exportName }) =>
          `export const ${exportName} = { name: ${JSON.stringify(key)}, parameters: { galleryState: ${JSON.stringify(key)} } };`,
      );
      return {
        code: `${code}\n${stories.join('\n')}\nexport const __namedExportsOrder = ${JSON.stringify(
          (galleryStates()[machineOf(file)] ?? []).map((s) => s.exportName),
        )};\n`,
        map: null,
      };
    },
  };
}
