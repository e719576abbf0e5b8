// Customer views use the kit's controls (src/ui, docs/architecture.md "The component kit"), never the browser's own
// select, checkbox, radio or date/time field. The ones written before the kit are counted per file in
// native-controls-exceptions.json: a ratchet like the design tokens' — a file may not gain one, a file not listed
// may have none, and a count higher than the file's own fails until it is lowered (the list only shrinks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/env.ts';
import { projectFiles } from '../support/project-files.ts';

const exceptions = JSON.parse(
  readFileSync(join(projectRoot, 'test/lint/native-controls-exceptions.json'), 'utf8'),
) as Record<string, number>;

/** The browser's own controls in a view's text: `<select`, `styled.select`, checkbox, radio and date/time inputs. */
export const nativeControls = (text: string) =>
  text.match(/<select\b|\bstyled\.select\b|type=["'](?:checkbox|radio|date|time|datetime-local|month|week)["']/g) ?? [];

/** The customer views: every feature and shop composite (the kit itself, src/ui, draws its controls on real inputs). */
const files = projectFiles(['src/features', 'src/shop'], (p) => /\.tsx?$/.test(p));

describe('native controls in customer views', () => {
  it('no view gains a native select, checkbox, radio or date/time field (use the kit: Select, Checkbox, RadioCards, DateTimeField, …)', () => {
    const counts = new Map(files.map((f) => [f.path, nativeControls(f.text).length]));
    const gained = [...counts]
      .filter(([path, n]) => n > (exceptions[path] ?? 0))
      .map(([path, n]) => `${path}: ${n} (allowed ${exceptions[path] ?? 0})`);
    const stale = Object.entries(exceptions)
      .filter(([path, n]) => (counts.get(path) ?? 0) < n)
      .map(([path, n]) => `${path}: listed ${n}, has ${counts.get(path) ?? 0} — lower it`);
    expect(gained).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('the finder sees what it must and nothing else', () => {
    expect(
      nativeControls(
        `<select value={x}> styled.select\` <input type="checkbox" /> type='datetime-local' type="date" type="time" type="radio"`,
      ),
    ).toHaveLength(7);
    expect(
      nativeControls('<Select label="Day" /> <RadioCards /> type="text" selectedId "checkbox" // a <selection>'),
    ).toEqual([]);
  });
});
