// Noto Sans Bengali for a page in Bengali (src/app/main.tsx loads this module only then: never on an English or
// Arabic page's first load). Phones and desktops without a Bengali font draw its conjuncts and vowel signs badly, or
// as boxes; this one is drawn for them. Only the Bengali range is taken from it (`unicode-range`), so Latin text —
// prices, codes, names — keeps the theme's font; the browser fetches a weight's file the first time text needs it.
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import medium from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-500-normal.woff2?url';
import semibold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2?url';
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';
import { lightTheme } from '../ui/theme.ts';

const FAMILY = 'Noto Sans Bengali';
/** The Bengali block and the marks Bengali text uses (dandas, joiners, the dotted circle), as Fontsource's subset. */
const BENGALI_RANGE = 'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1';

const faces = { 400: regular, 500: medium, 600: semibold, 700: bold };
for (const [weight, url] of Object.entries(faces))
  document.fonts.add(
    new FontFace(FAMILY, `url(${url}) format('woff2')`, { weight, unicodeRange: BENGALI_RANGE, display: 'swap' }),
  );

// Ahead of the theme's families (the global style's `body`), on a page whose language is Bengali only.
const style = document.createElement('style');
style.textContent = `html:lang(bn) body { font-family: '${FAMILY}', ${lightTheme.font.family}; }`;
document.head.append(style);
