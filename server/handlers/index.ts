import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AppContext, HandlerMap } from '../lib/http/handler.ts';

const dir = dirname(fileURLToPath(import.meta.url));

/**
 * Every tag's handlers, keyed by operationId. Each `server/handlers/<tag>.ts` exports one or more
 * `defineHandlers(...)` factories (named `*Handlers`); they are discovered here, so adding a tag touches no registry.
 */
export async function buildHandlers(ctx: AppContext): Promise<HandlerMap> {
  const all: Record<string, unknown> = {};
  const files = readdirSync(dir)
    .filter((f) => /\.ts$/.test(f) && f !== 'index.ts' && !f.endsWith('.d.ts'))
    .sort();
  for (const file of files) {
    const mod = await import(pathToFileURL(`${dir}/${file}`).href);
    for (const [name, factory] of Object.entries(mod)) {
      if (!name.endsWith('Handlers') || typeof factory !== 'function') continue;
      for (const [id, fn] of Object.entries((factory as (c: AppContext) => HandlerMap)(ctx))) {
        if (all[id]) throw new Error(`operation ${id} has two handlers (${file})`);
        all[id] = fn;
      }
    }
  }
  return all as HandlerMap;
}
