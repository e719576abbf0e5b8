// No import circles (docs/architecture.md, "Layers and allowed imports": every arrow runs downhill): among the files
// of domain/, machines/, server/ and src/, no file reaches itself through its imports — static, dynamic or type-only.
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from '../support/import-graph.ts';

/** The circles of a graph: its strongly connected components of more than one file (Tarjan), each sorted. */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import circles', () => {
  it('finds a circle through static, dynamic and type-only imports, and none in a downhill graph', () => {
    const circle = [
      { path: 'src/api/a.ts', text: "import { b } from './b.ts';\n" },
      { path: 'src/api/b.ts', text: "import type { C } from '../c.ts';\n" },
      { path: 'src/c.ts', text: "export const load = () => import('./api/a.ts');\n" },
      { path: 'src/d.ts', text: "import { a } from './api/a.ts';\n" },
    ];
    expect(circles(importGraph(circle))).toEqual([['src/api/a.ts', 'src/api/b.ts', 'src/c.ts']]);
    const downhill = circle.map((f) => (f.path === 'src/c.ts' ? { ...f, text: 'export const c = 1;\n' } : f));
    expect(circles(importGraph(downhill))).toEqual([]);
  });

  it('the project has none', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(circles(importGraph(files))).toEqual([]);
  });
});
