// Nothing in the project cites a file the project does not contain (docs/architecture.md): every project path written
// in a comment or a Markdown file (`server/lib/http/scope.ts`, `docs/architecture.md`) and every upper-case document
// name (`README.md`) must exist. A file that moves takes its citations with it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/env.ts';
import { projectFiles } from '../support/project-files.ts';

const projectPath =
  /(?<![\w./-])((?:src|server|machines|domain|test|scripts|bench|docs|openapi|public)\/[\w./-]*[\w-]\.(?:tsx?|mjs|js|md|ya?ml|json|sh|sql))(?![\w/-])/g;
const documentName = /(?<![\w./-])([A-Z][A-Z0-9_-]*\.md)(?![\w/-])/g;
const codeFile = /\.(?:tsx?|mjs|js|cjs|sh|sql|ya?ml)$/;

/** The comment text of a source file (line comments, block comments, `#` lines of shell and YAML). */
function commentText(path: string, text: string): string {
  if (/\.(sh|ya?ml)$/.test(path))
    return text
      .split('\n')
      .filter((l) => l.trimStart().startsWith('#'))
      .join('\n');
  if (path.endsWith('.sql'))
    return text
      .split('\n')
      .filter((l) => l.trimStart().startsWith('--'))
      .join('\n');
  const parts = text.match(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g) ?? [];
  return parts.join('\n');
}

/** Each cited path that exists neither from the project root nor beside the citing file. */
export function missingCitations(
  files: Array<{ path: string; text: string }>,
  exists: (path: string) => boolean,
): string[] {
  const missing: string[] = [];
  for (const { path, text } of files) {
    const prose = path.endsWith('.md') ? text : codeFile.test(path) ? commentText(path, text) : '';
    const cited = [...prose.matchAll(projectPath), ...prose.matchAll(documentName)].map((m) => m[1]);
    for (const c of new Set(cited)) {
      if (!exists(c) && !exists(join(dirname(path), c))) missing.push(`${path} cites ${c}`);
    }
  }
  return missing;
}

describe('cited files', () => {
  it('finds a citation of a file that is not there, in a comment or a Markdown file, and only there', () => {
    const files = [
      { path: 'src/a.ts', text: '// see DESIGN.md and server/gone.ts\nconst f = "server/in-a-string.ts";\n' },
      { path: 'docs/x.md', text: 'Read `domain/pricing/order.ts` and `docs/missing.md`.' },
      { path: 'src/b.tsx', text: '/* theme.radius.md is a token, not a file; README.md is here */' },
    ];
    const present = new Set(['domain/pricing/order.ts', 'README.md']);
    expect(missingCitations(files, (p) => present.has(p))).toEqual([
      'src/a.ts cites server/gone.ts',
      'src/a.ts cites DESIGN.md',
      'docs/x.md cites docs/missing.md',
    ]);
  });

  it('every file the project cites is in the project', () => {
    const files = projectFiles(
      [],
      (p) => !p.startsWith('test/fixtures/') && !p.endsWith('.d.ts') && !p.endsWith('package-lock.json'),
    );
    expect(missingCitations(files, (p) => existsSync(join(projectRoot, p)))).toEqual([]);
  });
});
