// What `npm test` asks of the machine before it runs a step (scripts/test-prerequisites.mjs): a cluster of its own only
// when test:unit runs without TEST_DATABASE_URL, Chromium only for the browser steps, and one line naming the Debian
// packages a machine lacks.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hasPostgresServer,
  isExecutable,
  missingLine,
  missingPackages,
  needsOf,
} from '../../scripts/test-prerequisites.mjs';

const all = [
  'test:budget',
  'test:e2e',
  'typecheck',
  'lint',
  'format:check',
  'machines:coverage',
  'test:unit',
  'test:layout',
];

describe("npm test's prerequisites", () => {
  it('starts a cluster for test:unit only when no TEST_DATABASE_URL names a server', () => {
    expect(needsOf(all, {})).toEqual({ postgres: true, chromium: true });
    expect(needsOf(all, { TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' })).toEqual({
      postgres: false,
      chromium: true,
    });
    expect(needsOf(['test:unit'], {})).toEqual({ postgres: true, chromium: false });
    expect(needsOf(['test:layout'], {})).toEqual({ postgres: false, chromium: true });
    expect(needsOf(['lint', 'typecheck', 'test:budget'], {})).toEqual({ postgres: false, chromium: false });
  });

  it('says in one line which packages to install, and nothing when the machine has what the run needs', () => {
    const both = { postgres: true, chromium: true };
    const none = { postgres: false, chromium: false };
    expect(missingLine(both, both)).toBeUndefined();
    expect(missingLine(none, none)).toBeUndefined();
    expect(missingLine({ postgres: false, chromium: true }, { postgres: false, chromium: true })).toBeUndefined();
    expect(missingLine(both, none)).toBe(
      'npm test needs PostgreSQL (for the server-pg tests) and Chromium (for the browser tests), which this machine ' +
        'lacks: apt-get install -y postgresql chromium (or set TEST_DATABASE_URL to a PostgreSQL server)',
    );
    expect(missingLine(both, { postgres: true, chromium: false })).toBe(
      'npm test needs Chromium (for the browser tests), which this machine lacks: apt-get install -y chromium',
    );
    expect(missingLine({ postgres: true, chromium: false }, none)).toBe(
      'npm test needs PostgreSQL (for the server-pg tests), which this machine lacks: apt-get install -y postgresql ' +
        '(or set TEST_DATABASE_URL to a PostgreSQL server)',
    );
    expect(missingPackages(both, none)).toEqual(['postgresql', 'chromium']);
    expect(missingPackages({ postgres: false, chromium: true }, none)).toEqual(['chromium']);
    expect(missingPackages(both, both)).toEqual([]);
    for (const line of [missingLine(both, none), missingLine(both, { postgres: false, chromium: true })])
      expect(line).not.toContain('\n');
  });

  it("finds PostgreSQL's server binary, not the client package's bin folder alone", () => {
    const lib = mkdtempSync(join(tmpdir(), 'prerequisites-'));
    expect(hasPostgresServer(join(lib, 'absent'))).toBe(false);
    mkdirSync(join(lib, '15/bin'), { recursive: true });
    writeFileSync(join(lib, '15/bin/psql'), '');
    expect(hasPostgresServer(lib)).toBe(false);
    writeFileSync(join(lib, '15/bin/postgres'), '');
    expect(hasPostgresServer(lib)).toBe(true);
  });

  it('takes a browser path that is no executable file for a missing Chromium', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prerequisites-'));
    const browser = join(dir, 'chromium');
    expect(isExecutable(browser)).toBe(false);
    expect(isExecutable(dir)).toBe(false);
    writeFileSync(browser, '#!/bin/sh\n');
    chmodSync(browser, 0o644);
    expect(isExecutable(browser)).toBe(false);
    chmodSync(browser, 0o755);
    expect(isExecutable(browser)).toBe(true);
  });
});
