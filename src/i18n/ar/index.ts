// The Arabic catalogue, complete (same keys as English; `test/i18n` checks it). Loaded lazily.
import type { Catalogue } from '../en/index.ts';
import { common } from './common.ts';

export const ar: Catalogue = { common };
