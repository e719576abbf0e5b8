// The shop ships its typefaces (docs/architecture.md, "The shop's fonts"): index.html's @font-face rules name woff2
// files of the installed font packages, swap them in over a local fallback face whose line box is the face's own (so
// text keeps its place as the face loads), and cover every letter of the shop's texts — English in Inter's latin file,
// Arabic in Noto Sans Arabic's — so that no text of the catalogues is drawn with whatever fonts a machine has.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/env.ts';
import { lightTheme } from '../../src/ui/theme.ts';
import { readFontFile } from '../support/font-file.ts';

type Face = Record<string, string>;

/** index.html's @font-face rules, each as its descriptors. */
function fontFaces(): Face[] {
  const html = readFileSync(join(projectRoot, 'index.html'), 'utf8');
  return [...html.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((rule) =>
    Object.fromEntries(
      rule[1]!
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':');
          return [
            line.slice(0, colon).trim(),
            line
              .slice(colon + 1)
              .replace(/\s+/g, ' ')
              .trim(),
          ];
        }),
    ),
  );
}

const family = (face: Face) => face['font-family']!.replace(/'/g, '');
const percent = (value: string | undefined) => Number(value?.replace('%', '')) / 100;
/** A web face's file, resolved as Vite resolves its url(): a package path. */
const fileOf = (face: Face) =>
  createRequire(join(projectRoot, 'package.json')).resolve(/url\('([^']+)'\)/.exec(face.src!)![1]!);
/** The unicode-range's code points. */
function rangeOf(face: Face): (cp: number) => boolean {
  const ranges = face['unicode-range']!.split(',').map((part) => {
    const [from, to] = part.trim().slice(2).split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
  });
  return (cp) => ranges.some(([from, to]) => cp >= from && cp <= to);
}
/** Every quoted text of a language's catalogue (src/i18n/<language>), comments left out. */
function catalogueText(language: string): string {
  const dir = join(projectRoot, 'src/i18n', language);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, ''))
    .join('\n')
    .match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)!
    .join(' ');
}
/**
 * The characters of `text` a face's file has no glyph for, among those its unicode-range sends to it (controls and
 * the invisible format marks, such as the left-to-right mark, draw no glyph).
 */
function missingFrom(face: Face, text: string): string[] {
  const { codePoints } = readFontFile(fileOf(face));
  const inRange = rangeOf(face);
  return [...new Set(text)].filter(
    (c) => !/[\p{Cc}\p{Cf}]/u.test(c) && inRange(c.codePointAt(0)!) && !codePoints.has(c.codePointAt(0)!),
  );
}

const faces = fontFaces();
const webFaces = faces.filter((face) => face.src?.startsWith('url('));
const fallbackFaces = faces.filter((face) => face.src?.startsWith('local('));
/** A web face's file by the file name's start (`inter-latin-wght`). */
const webFace = (name: string) => webFaces.find((face) => face.src!.includes(`/${name}`))!;

describe("the shop's fonts", () => {
  it('are the theme’s font stack, in its order: each face, then its fallback, then the generic family', () => {
    const stack = lightTheme.font.family.split(',').map((name) => name.trim().replace(/'/g, ''));
    expect(stack).toEqual(['Inter', 'Inter Fallback', 'Noto Sans Arabic', 'Noto Sans Arabic Fallback', 'sans-serif']);
    expect([...new Set(faces.map(family))]).toEqual(stack.slice(0, -1));
  });

  it('are woff2 files of the installed font packages, swapped in as they arrive, over a weight range', () => {
    expect(webFaces.map((face) => face.src!.replace(/^url\('([^']+)'\).*$/, '$1'))).toEqual([
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
      '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    ]);
    for (const face of webFaces) {
      expect(face.src).toMatch(/format\('woff2'\)$/);
      expect(face['font-display']).toBe('swap');
      expect(face['font-weight']).toBe('100 900');
      expect(readFontFile(fileOf(face)).codePoints.size).toBeGreaterThan(100);
    }
  });

  it('fall back, while a face loads, to local faces for the same characters and weights with the same line box', () => {
    const pairs = [
      { face: webFace('inter-latin-wght'), fallback: 'Inter Fallback' },
      { face: webFace('noto-sans-arabic-arabic'), fallback: 'Noto Sans Arabic Fallback' },
    ];
    for (const { face, fallback } of pairs) {
      const fallbacks = fallbackFaces.filter((f) => family(f) === fallback);
      // a regular and a bold local face, which together take every weight the face has
      expect(fallbacks.map((f) => f['font-weight'])).toEqual(['100 500', '600 900']);
      const file = readFontFile(fileOf(face));
      // the face's line box: its overrides where it has them, else its file's metrics
      const ascent = face['ascent-override'] ? percent(face['ascent-override']) : file.ascent;
      const descent = face['descent-override'] ? percent(face['descent-override']) : file.descent;
      expect(file.lineGap).toBe(0);
      for (const local of fallbacks) {
        expect(local['unicode-range']).toBe(face['unicode-range']);
        // a fallback's overrides are scaled by its size-adjust (CSS Fonts 5, "size-adjust")
        const scale = percent(local['size-adjust']);
        expect(scale).toBeGreaterThan(0.8);
        expect(scale).toBeLessThan(1.2);
        expect(percent(local['ascent-override']) * scale).toBeCloseTo(ascent, 3);
        expect(percent(local['descent-override']) * scale).toBeCloseTo(descent, 3);
        expect(percent(local['line-gap-override'])).toBe(0);
      }
    }
  });

  it('have a glyph for every letter of the English and the Arabic catalogues', () => {
    const english = catalogueText('en');
    const arabic = catalogueText('ar');
    const latin = rangeOf(webFace('inter-latin-wght'));
    expect([...new Set(english)].filter((c) => !latin(c.codePointAt(0)!))).toEqual([]);
    expect(missingFrom(webFace('inter-latin-wght'), english + arabic)).toEqual([]);
    const arabicLetters = [...new Set(arabic)].filter((c) => /\p{Script=Arabic}/u.test(c));
    expect(arabicLetters.length).toBeGreaterThan(30);
    expect(arabicLetters.filter((c) => !rangeOf(webFace('noto-sans-arabic-arabic'))(c.codePointAt(0)!))).toEqual([]);
    expect(missingFrom(webFace('noto-sans-arabic-arabic'), arabic)).toEqual([]);
  });
});
