// Build output never lives in git (dist-cross-origin/, 269 files, was committed by mistake once): a build, a coverage
// or test report is made again by whoever needs it, and a tracked one goes stale and bloats every clone. This fails
// when git tracks a file under dist/, dist-*/, .dist-*/, coverage/, test-results/, .test-results/ or
// playwright-report/ (at any depth), a `.vite/manifest.json`, or a build's source map (*.js.map, *.css.map, …).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/env.ts';

const outputDir = /^(dist|dist-[^/]*|\.dist-[^/]*|coverage|\.?test-results|playwright-report)$/;

/** Is `path` (relative to the repository, `/`-separated) build or test output? */
function isBuildOutput(path: string): boolean {
  const segments = path.split('/');
  if (segments.slice(0, -1).some((s) => outputDir.test(s))) return true;
  if (path === '.vite/manifest.json' || path.endsWith('/.vite/manifest.json')) return true;
  return /\.(m?js|cjs|css)\.map$/.test(path);
}

/** The files git tracks in the repository at `dir` that are build or test output. */
function trackedBuildOutput(dir: string): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20 });
  return files.split('\0').filter(Boolean).filter(isBuildOutput);
}

describe('build output in git', () => {
  it('the repository tracks none', () => {
    expect(trackedBuildOutput(projectRoot)).toEqual([]);
  });

  describe('the check', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'no-build-output-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], { cwd: fixture });
    const write = (path: string) => {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), 'x\n');
    };

    it('finds every kind of build output a repository tracks, and nothing else', () => {
      git('init', '-q');
      const output = [
        'dist/index.html',
        'dist-cross-origin/assets/client-CHFpFnwH.js',
        '.dist-ci/index.html',
        'coverage/lcov.info',
        'test-results/e2e/trace.zip',
        '.test-results/template.tar.gz',
        'playwright-report/index.html',
        'bench/dist/web.js',
        'build/.vite/manifest.json',
        'public/assets/app-1a2b3c.js.map',
        'public/assets/app-1a2b3c.css.map',
      ];
      const sources = [
        'src/app/root-layout.tsx',
        'test/domain/pricing/distance.test.ts',
        'test/support/coverage-report.ts',
        'domain/geo/distance.ts',
        'docs/dist.md',
        'public/map.svg',
        'src/features/map/sitemap.ts',
      ];
      [...output, ...sources].forEach(write);
      git('add', '-f', '.');
      git('commit', '-q', '-m', 'fixture');
      expect(trackedBuildOutput(fixture).sort()).toEqual([...output].sort());
      // An untracked build is fine: only what git tracks counts.
      git('rm', '-q', '--cached', '-r', 'dist');
      expect(trackedBuildOutput(fixture)).not.toContain('dist/index.html');
    });
  });
});
