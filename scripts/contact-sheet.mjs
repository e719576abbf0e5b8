#!/usr/bin/env node
// `npm run contact-sheet [-- <base>]`: one HTML page with every screenshot baseline of the visual suite
// (test/e2e/__screenshots__), to look at before committing them. A baseline that differs from the committed one
// (git's <base>, HEAD unless given) is shown beside the old one; a new one is marked new; a removed one is listed. The
// page is written to .test-results/contact-sheet/index.html (with the old pictures beside it) and its path printed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const shots = join(root, 'test/e2e/__screenshots__');
const out = join(root, '.test-results/contact-sheet');
const base = process.argv[2] ?? 'HEAD';

const git = (...args) => execFileSync('git', args, { cwd: root, maxBuffer: 1 << 28 });
const committedNames = git('ls-tree', '--name-only', `${base}:test/e2e/__screenshots__`)
  .toString()
  .split('\n')
  .filter((n) => n.endsWith('.png'));
const current = existsSync(shots)
  ? readdirSync(shots)
      .filter((n) => n.endsWith('.png'))
      .sort()
  : [];

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'old'), { recursive: true });

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const rows = [];
let changed = 0;
for (const name of current) {
  const now = relative(out, join(shots, name));
  let state = 'new';
  let old = '';
  if (committedNames.includes(name)) {
    const before = git('show', `${base}:test/e2e/__screenshots__/${name}`);
    if (before.equals(readFileSync(join(shots, name)))) state = 'same';
    else {
      state = 'changed';
      writeFileSync(join(out, 'old', name), before);
      old = `old/${name}`;
    }
  }
  if (state !== 'same') changed++;
  rows.push(
    `<figure class="${state}"><figcaption>${escape(name)} <b>${state === 'same' ? '' : state}</b></figcaption>` +
      (old
        ? `<div class="pair"><img src="${escape(old)}" alt="before"><img src="${escape(now)}" alt="after"></div>`
        : `<img src="${escape(now)}" alt="">`) +
      '</figure>',
  );
}
const removed = committedNames.filter((n) => !current.includes(n));

writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshot baselines</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 16px; background: #f4f4f5; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 16px; align-items: start; }
figure { margin: 0; background: #fff; padding: 8px; border: 2px solid #d4d4d8; }
figure.changed { border-color: #d97706; } figure.new { border-color: #2563eb; }
figcaption { margin-bottom: 6px; } .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
img { width: 100%; height: auto; display: block; border: 1px solid #e4e4e7; }
</style>
<h1>${current.length} baselines, ${changed} differ from ${escape(base)}</h1>
${removed.length ? `<p>Removed since ${escape(base)}: ${removed.map(escape).join(', ')}</p>` : ''}
<p>Changed ones show the committed picture (left) beside the new one (right).</p>
<main>${rows.join('\n')}</main></html>
`,
);
console.log(
  `${current.length} baselines (${changed} differ from ${base}, ${removed.length} removed): ${join(out, 'index.html')}`,
);
