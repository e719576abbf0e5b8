// The project's import graph as the lint tests read it (test/lint/import-circles.test.ts, test/lint/uphill-imports.test.ts).
import { dirname, join, normalize } from 'node:path';
import { projectFiles } from './project-files.ts';

const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative imports of each file, resolved to project paths (only those that are files of the graph). */
export function importGraph(files: Array<{ path: string; text: string }>): Map<string, string[]> {
  const known = new Set(files.map((f) => f.path));
  const graph = new Map<string, string[]>();
  for (const { path, text } of files) {
    const targets = [...text.matchAll(specifier)]
      .map((m) => normalize(join(dirname(path), m[1])))
      .filter((target) => known.has(target) && target !== path);
    graph.set(path, [...new Set(targets)]);
  }
  return graph;
}

/** The source files of domain/, machines/, server/ and src/ (type declarations left out), with their text. */
export const sourceFiles = () =>
  projectFiles(['domain', 'machines', 'server', 'src'], (p) => /\.(ts|tsx)$/.test(p) && !p.endsWith('.d.ts'));
