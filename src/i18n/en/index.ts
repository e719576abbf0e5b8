// The English catalogue: one object per feature area (keys `area.key`). Each area file is owned by its feature.
import { common } from './common.ts';

export const en = { common };
export type Catalogue = typeof en;
