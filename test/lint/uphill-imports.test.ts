// Every arrow runs downhill (docs/architecture.md, "Layers and allowed imports"): the project's folders stand on
// floors, the app shell on top and domain/ at the bottom, and a file imports only files of its own folder or of a
// folder on a lower floor — static, dynamic and type-only imports alike. An import to a higher floor or sideways
// (another folder of the same floor) is an uphill arrow; the project has none.
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from '../support/import-graph.ts';

/** The floors, top down; the folders of one floor do not import each other. */
export const floors: string[][] = [
  ['src/app', 'server'],
  ['src/features'],
  ['src/shop'],
  ['src/ui', 'src/api'],
  ['src/session', 'src/i18n'],
  ['src/routes'],
  ['machines'],
  ['domain'],
];

/** The listed folder a file belongs to (its longest listed prefix), or null. */
function folderOf(path: string): string | null {
  const found = floors.flat().filter((folder) => path.startsWith(`${folder}/`));
  return found.sort((a, b) => b.length - a.length)[0] ?? null;
}

const floorOf = (folder: string) => floors.findIndex((floor) => floor.includes(folder));

/** The arrows of a graph that do not run downhill, as `from → to`, and the files on no floor. */
export function uphillArrows(graph: Map<string, string[]>): { uphill: string[]; unplaced: string[] } {
  const uphill: string[] = [];
  const unplaced: string[] = [];
  for (const [from, targets] of graph) {
    const source = folderOf(from);
    if (!source) {
      unplaced.push(from);
      continue;
    }
    for (const to of targets) {
      const target = folderOf(to);
      if (target === source) continue;
      if (!target || floorOf(target) <= floorOf(source)) uphill.push(`${from} → ${to}`);
    }
  }
  return { uphill, unplaced };
}

describe('uphill imports', () => {
  it('finds an import to a higher floor and one sideways, and none downhill', () => {
    const files = [
      { path: 'src/features/cart/cart-drawer.tsx', text: "import { paths } from '../../routes/paths.ts';\n" },
      { path: 'src/routes/paths.ts', text: "import { pagePaths } from '../../domain/page-routes.ts';\n" },
      { path: 'domain/page-routes.ts', text: 'export const pagePaths = {};\n' },
      { path: 'src/ui/link.tsx', text: "import type { Paths } from '../routes/paths.ts';\n" },
      { path: 'src/api/cart.ts', text: "const load = () => import('../ui/link.tsx');\n" },
      { path: 'src/i18n/i18n.ts', text: "import { App } from '../app/app.tsx';\n" },
      { path: 'src/app/app.tsx', text: "import { routes } from '../features/cart/cart-drawer.tsx';\n" },
    ];
    expect(uphillArrows(importGraph(files))).toEqual({
      uphill: ['src/api/cart.ts → src/ui/link.tsx', 'src/i18n/i18n.ts → src/app/app.tsx'],
      unplaced: [],
    });
  });

  it('names a file that stands on no floor', () => {
    const files = [{ path: 'src/helpers.ts', text: 'export const x = 1;\n' }];
    expect(uphillArrows(importGraph(files)).unplaced).toEqual(['src/helpers.ts']);
  });

  it('the project has none', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(uphillArrows(importGraph(files))).toEqual({ uphill: [], unplaced: [] });
  });
});
