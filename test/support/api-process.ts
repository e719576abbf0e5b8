// `server/main.ts` as a child process on a given database: the second and third API process of the tests that prove
// a guarantee holds across processes (test/server-pg), the server a shutdown test stops. Resolves with its URL once it
// listens. Without a database URL it runs on PGlite (`env` then names DATA_DIR).
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../server/env.ts';

export function startApiProcess(
  databaseUrl: string | null,
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      RESPONSE_CACHE_SECONDS: '0',
      LOG_REQUESTS: '0',
      DEMO_ORDER_STEP_SECONDS: '0', // orders stay where a test puts them
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /storefront on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`API process exited with ${code}: ${out}`)));
  });
}
