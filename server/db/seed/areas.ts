import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from '../client.ts';

/** One area of demo data. Each `server/db/seed/<area>.ts` exports `seedArea`; lower `order` seeds first. */
export interface SeedArea {
  name: string;
  /** Catalogue 10, customers 20, rental 30, orders 40 (later areas may read earlier ones). */
  order: number;
  seed(db: Db): Promise<void>;
}

const dir = dirname(fileURLToPath(import.meta.url));

export async function loadSeedAreas(): Promise<SeedArea[]> {
  const areas: SeedArea[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !['index.ts', 'areas.ts'].includes(f))) {
    const mod = await import(pathToFileURL(`${dir}/${file}`).href);
    if (mod.seedArea) areas.push(mod.seedArea as SeedArea);
  }
  return areas.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
