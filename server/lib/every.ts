// Background work of the app (the demo order steps, the demo refund approvals): a run every `ms`, never two at once,
// stopped when the app closes — and a run under way is waited for, so the database is never closed under it.
import type { FastifyInstance } from 'fastify';

export function every(app: FastifyInstance, ms: number, what: string, run: () => Promise<unknown>) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= run()
      .catch((e: unknown) => console.error(`${what} failed`, e))
      .finally(() => (running = null));
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
