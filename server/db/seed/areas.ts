import type { Db } from '../client.ts';

/** The demo data, seeded in this order (later areas may read earlier ones). */
export interface SeedArea {
  name: string;
  seed(db: Db): Promise<void>;
}

export const seedAreas: SeedArea[] = [];
