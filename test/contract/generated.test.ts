import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assemble } from '../../scripts/gen-contract.mjs';
import { projectRoot } from '../../server/env.ts';

describe('the contract', () => {
  it('openapi/storefront.yaml is assembled from openapi/src (run `npm run gen:api`)', () => {
    expect(readFileSync(join(projectRoot, 'openapi/storefront.yaml'), 'utf8')).toBe(assemble());
  });

  it('openapi/storefront.d.ts is generated from the current contract (run `npm run gen:api`)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'schema-')), 'storefront.d.ts');
    const bin = join(projectRoot, 'node_modules/.bin');
    execFileSync(join(bin, 'openapi-typescript'), ['openapi/storefront.yaml', '-o', out], {
      cwd: projectRoot,
      stdio: 'pipe',
    });
    execFileSync(
      join(bin, 'prettier'),
      ['--config', '.prettierrc.json', '--ignore-path', '/dev/null', '--log-level', 'warn', '--write', out],
      { cwd: projectRoot, stdio: 'pipe' },
    );
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(projectRoot, 'openapi/storefront.d.ts'), 'utf8'));
  }, 120_000); // openapi-typescript + prettier: 34–45 s on a 2-core machine at load 25
});
