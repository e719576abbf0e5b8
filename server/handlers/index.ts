import type { AppContext, HandlerMap } from '../lib/handler.ts';
import { authHandlers } from './auth.ts';
import { configHandlers } from './config.ts';

/** Every tag's handlers, keyed by operationId. */
export function buildHandlers(ctx: AppContext): HandlerMap {
  const maps = [configHandlers(ctx), authHandlers(ctx)];
  const all: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [id, fn] of Object.entries(map)) {
      if (all[id]) throw new Error(`operation ${id} has two handlers`);
      all[id] = fn;
    }
  }
  return all as HandlerMap;
}
