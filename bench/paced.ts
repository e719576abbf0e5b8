// An open-loop load at an even rate (wrk2's model): request k leaves at start + k / rate, whether or not the earlier
// ones have been answered, and its latency is counted from that planned moment — time spent waiting for a free
// connection, or behind a slow answer, is part of it (coordinated omission counted, not hidden).
//
// Why not autocannon's `overallRate`: it lets each connection send its share of a second back to back when the second
// starts and then idle (node_modules/autocannon/lib/httpClient.js, `reqsMadeThisSecond`), so "500 req/s" arrives as
// one burst of 500 requests every second, and its correction (`recordValueWithExpectedInterval` with an interval of
// 1 ms) adds a sample per millisecond of every slow answer. On PostgreSQL at 500 req/s that reported p99 108 ms for
// the config, which the same server answers 3,110 times a second. Shoppers do not arrive in lockstep at the top of
// each second; this is the load the targets mean. autocannon still measures throughput (BENCH_RATE=max).
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RequestSpec } from 'autocannon';

export interface PacedResult {
  /** answered requests per second over the run */
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  /** answers with a status outside 2xx */
  non2xx: number;
  /** requests without an answer (connection errors, timeouts) */
  errors: number;
  timeouts: number;
  completed: number;
  statusCodes: Record<string, number>;
  /** the body of the first answer outside 2xx (its first 200 characters), to say why */
  firstRefusal?: string;
}

/** The p-th percentile (0–100) of sorted values, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export async function paced(options: {
  url: string;
  rate: number;
  duration: number;
  connections: number;
  requests: RequestSpec[];
  timeout?: number;
  /** ms before the first request: loads run side by side at the same rate interleave instead of arriving together */
  phase?: number;
}): Promise<PacedResult> {
  const { rate, duration, connections, requests } = options;
  const base = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const timeoutMs = (options.timeout ?? 10) * 1000;
  const total = Math.round(rate * duration);
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let firstRefusal: string | undefined;
  let errors = 0;
  let timeouts = 0;
  let done = 0;
  let sent = 0;
  const start = performance.now() + (options.phase ?? 0);

  const send = (k: number, planned: number) => {
    const spec = requests[k % requests.length];
    const { method = 'GET', path = '/', headers = {}, body } = spec.setupRequest ? spec.setupRequest(spec, {}) : spec;
    let settled = false;
    const finish = (status?: number, timedOut = false) => {
      if (settled) return;
      settled = true;
      if (status === undefined) {
        errors++;
        if (timedOut) timeouts++;
      } else {
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        latencies.push(performance.now() - planned);
      }
      done++;
    };
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        const refused = (res.statusCode ?? 0) >= 300 && firstRefusal === undefined;
        let body = '';
        if (refused) res.on('data', (chunk: Buffer) => void (body += chunk.toString()));
        else res.resume();
        res.on('end', () => {
          if (refused) firstRefusal ??= `${res.statusCode} ${body.slice(0, 200)}`;
          finish(res.statusCode);
        });
        res.on('error', () => finish());
      },
    );
    req.on('timeout', () => {
      req.destroy();
      finish(undefined, true);
    });
    req.on('error', () => finish());
    req.end(body);
  };

  await new Promise<void>((resolve) => {
    // Every millisecond, send what is due: arrivals spread within a millisecond of their plan.
    const tick = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        send(sent, start + (sent * 1000) / rate);
        sent++;
      }
      if (sent >= total) {
        clearInterval(tick);
        const wait = setInterval(() => {
          if (done >= sent) {
            clearInterval(wait);
            resolve();
          }
        }, 5);
      }
    }, 1);
  });
  const elapsed = (performance.now() - start) / 1000;

  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const completed = latencies.length;
  return {
    reqPerSec: completed / Math.max(elapsed, duration),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    non2xx: Object.entries(statusCodes)
      .filter(([s]) => !s.startsWith('2'))
      .reduce((n, [, c]) => n + c, 0),
    errors,
    timeouts,
    completed,
    statusCodes,
    firstRefusal,
  };
}
