// Sizes and colours come from the design tokens (src/ui/theme.ts, docs/architecture.md "The component kit"): code
// outside src/ui names no raw colour (`#hex`, `rgb()`, `hsl()`) and no raw `px` size. The sizes written before the
// kit are listed in design-token-exceptions.json with their count per file: a ratchet — a file may not gain one, a
// file not listed may have none, and a listed count that is higher than the file's count today fails until it is
// lowered (so the list only shrinks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/env.ts';
import { projectFiles } from '../support/project-files.ts';

const exceptions = JSON.parse(readFileSync(join(projectRoot, 'test/lint/design-token-exceptions.json'), 'utf8')) as {
  px: Record<string, number>;
  colour: Record<string, number>;
};

/** Raw `px` sizes in a text (`12px`, `0.5px`), not parts of a longer word. */
export const rawSizes = (text: string) => text.match(/(?<![\w.-])\d*\.?\d+px\b/g) ?? [];
/** Raw colours in a text: `#abc`, `#aabbcc`, `#aabbccdd`, `rgb(`/`rgba(`/`hsl(`/`hsla(`. */
export const rawColours = (text: string) =>
  text.match(/(?<![\w&])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b|\b(?:rgba?|hsla?)\(/g) ?? [];

/** The SPA's code outside the kit (src/ui owns the tokens and the styled primitives). */
const files = projectFiles(['src'], (p) => /\.(ts|tsx)$/.test(p) && !p.startsWith('src/ui/'));

function overBudget(kind: 'px' | 'colour', find: (text: string) => string[]) {
  const budget = exceptions[kind];
  const counts = new Map(files.map((f) => [f.path, find(f.text).length]));
  const gained = [...counts]
    .filter(([path, n]) => n > (budget[path] ?? 0))
    .map(([path, n]) => `${path}: ${n} (allowed ${budget[path] ?? 0})`);
  const stale = Object.entries(budget)
    .filter(([path, n]) => (counts.get(path) ?? 0) < n)
    .map(([path, n]) => `${path}: listed ${n}, has ${counts.get(path) ?? 0} — lower it`);
  return { gained, stale };
}

describe('design tokens outside src/ui', () => {
  it('no file gains a raw px size (use theme.space / size / radius / font / layout)', () => {
    const { gained, stale } = overBudget('px', rawSizes);
    expect(gained).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('no raw colour (use theme.color)', () => {
    const { gained, stale } = overBudget('colour', rawColours);
    expect(gained).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('the finders see what they must and nothing else', () => {
    expect(rawSizes('padding: 2px 8px; width: calc(100% - 0.5px); gap: ${space(2)}')).toEqual(['2px', '8px', '0.5px']);
    expect(rawSizes('a-12px id, x12px, max-width: 1180px')).toEqual(['1180px']);
    expect(rawColours("color: #fff; background: rgba(0,0,0,.4); x: hsl(1 2 3); '#section', &#123;")).toEqual([
      '#fff',
      'rgba(',
      'hsl(',
    ]);
  });
});
