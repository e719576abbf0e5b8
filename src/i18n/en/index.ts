// The English catalogue: one file per feature area (src/i18n/catalogue.ts). In the browser's build the English texts
// come by parts with the code that reads them instead (scripts/vite-i18n-areas.mjs); tests and tools read it whole.
import { catalogueOf, type Catalogue } from '../catalogue.ts';

export const en: Catalogue = catalogueOf(
  import.meta.glob<Record<string, Record<string, unknown>>>('./*.ts', { eager: true }),
);
