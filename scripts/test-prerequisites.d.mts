// The types of test-prerequisites.mjs for the TypeScript that reads it (test/lint/test-prerequisites.test.ts).
export interface Prerequisites {
  postgres: boolean;
  chromium: boolean;
}
export function needsOf(steps: string[], env: Record<string, string | undefined>): Prerequisites;
export function missingPackages(needs: Prerequisites, has: Prerequisites): string[];
export function missingLine(needs: Prerequisites, has: Prerequisites): string | undefined;
export function hasPostgresServer(libDir?: string): boolean;
export function isExecutable(path: string): boolean;
export function machineHas(env?: Record<string, string | undefined>): Prerequisites;
export function startCluster(port: number): { url: string; dir: string; stop: () => void };
