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

/**
 * server/lib's areas, top down, the same rule one level down (docs/architecture.md, "The server's areas"): the
 * infrastructure at the bottom (lib/http: the request path, errors, serializing helpers; the config; `every`) names
 * no business area, and the catalogue wing stands in order — the catalogue's rows, then stores and items, then offers
 * and discovery. An area may also import server/db (not its seed) and server/env.ts, and nothing else of server/.
 */
export const serverLibFloors: string[][] = [
  ['server/lib/reviews'],
  ['server/lib/orders'],
  ['server/lib/trips'],
  ['server/lib/joining', 'server/lib/search', 'server/lib/wallet'],
  [
    'server/lib/accounts',
    'server/lib/cart',
    'server/lib/discovery',
    'server/lib/offers',
    'server/lib/rental-cart',
    'server/lib/seo',
    'server/lib/wishlist',
  ],
  ['server/lib/engagement', 'server/lib/items', 'server/lib/rental'],
  ['server/lib/stores'],
  ['server/lib/address', 'server/lib/coupons', 'server/lib/notifications'],
  [
    'server/lib/catalogue',
    'server/lib/chat',
    'server/lib/checkout',
    'server/lib/geo',
    'server/lib/newsletter',
    'server/lib/order-extras',
    'server/lib/pages',
  ],
  ['server/lib/http', 'server/lib/config'],
  ['server/lib/every.ts'],
];

/** The listed folder (or file) a file belongs to (its longest listed prefix), or null. */
function folderOf(path: string, floorList: string[][]): string | null {
  const found = floorList.flat().filter((folder) => path === folder || path.startsWith(`${folder}/`));
  return found.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The arrows of a graph that do not run downhill, as `from → to`, and the files on no floor. */
export function uphillArrows(
  graph: Map<string, string[]>,
  floorList = floors,
): { uphill: string[]; unplaced: string[] } {
  const floorOf = (folder: string) => floorList.findIndex((floor) => floor.includes(folder));
  const folderOf_ = (path: string) => folderOf(path, floorList);
  const uphill: string[] = [];
  const unplaced: string[] = [];
  for (const [from, targets] of graph) {
    const source = folderOf_(from);
    if (!source) {
      unplaced.push(from);
      continue;
    }
    for (const to of targets) {
      const target = folderOf_(to);
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

  it("server/lib has none: its areas' arrows run down its floors, and out of it only to server/db and server/env.ts", () => {
    const graph = importGraph(sourceFiles());
    const lib = new Map(
      [...graph]
        .filter(([from]) => from.startsWith('server/lib/'))
        .map(([from, targets]) => [from, targets.filter((to) => to.startsWith('server/lib/'))] as const),
    );
    expect(lib.size).toBeGreaterThan(120);
    expect(uphillArrows(lib, serverLibFloors)).toEqual({ uphill: [], unplaced: [] });
    const outward = [...graph]
      .filter(([from]) => from.startsWith('server/lib/'))
      .flatMap(([from, targets]) => targets.map((to) => `${from} → ${to}`))
      .filter((arrow) => {
        const to = arrow.split(' → ')[1]!;
        const inServer = to.startsWith('server/') && !to.startsWith('server/lib/');
        return (
          inServer && !(to === 'server/env.ts' || (to.startsWith('server/db/') && !to.startsWith('server/db/seed/')))
        );
      });
    expect(outward).toEqual([]);
  });
});
