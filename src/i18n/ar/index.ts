// The Arabic catalogue, complete (same keys as English; test/i18n checks it). Loaded lazily as one chunk
// (src/i18n/i18n.ts); a text it lacks is English's, the instance's fallback language.
import { catalogueOf, type Catalogue } from '../catalogue.ts';

export const ar: Catalogue = catalogueOf(
  import.meta.glob<Record<string, Record<string, unknown>>>('./*.ts', { eager: true }),
);
