// The project's own files as the lint tests read them: tracked, and untracked ones git does not ignore, that exist
// in the working tree (a file deleted but not yet staged is left out), with their text.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/env.ts';

/** The files under `pathspecs` (the whole project when none) that `keep` accepts, each with its path and text. */
export function projectFiles(
  pathspecs: string[],
  keep: (path: string) => boolean,
): Array<{ path: string; text: string }> {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...pathspecs], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\n')
    .filter((p) => p && keep(p))
    .filter((p) => existsSync(join(projectRoot, p)) && statSync(join(projectRoot, p)).isFile())
    .map((path) => ({ path, text: readFileSync(join(projectRoot, path), 'utf8') }));
}
