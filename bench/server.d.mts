import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function startServer(options: {
  port: number;
  dataDir: string;
  keepData?: boolean;
  env?: Record<string, string>;
  stdout?: 'inherit' | 'ignore';
  /** How many processes must say they listen (WEB_CONCURRENCY in env); 1 by default. */
  processes?: number;
}): Promise<ChildProcess>;
