// The e2e suite passes Chromium a --disable-features of its own (scripts/chromium-flags.mjs: the omnibox popup's WebUI
// pages, which headless windows render too). Chromium keeps only the last --disable-features, so that one must also
// carry every feature Playwright disables (PaintHolding for screenshots, ThirdPartyStoragePartitioning for the
// cross-origin spec, …): this fails when the installed Playwright disables one the list lacks, as an upgrade may.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/env.ts';
import { chromiumFlags } from '../../scripts/chromium-flags.mjs';

/** The features the suite's last --disable-features flag names (the one Chromium keeps). */
function ourDisabled(): string[] {
  const flag = chromiumFlags.findLast((f) => f.startsWith('--disable-features='));
  return flag?.slice('--disable-features='.length).split(',') ?? [];
}

/** The features Playwright's own Chromium switches disable (its `disabledFeatures` list). */
function playwrightDisabled(): string[] {
  const require = createRequire(join(projectRoot, 'package.json'));
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
  const bundle = readFileSync(join(lib, 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1] ?? '';
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]!);
}

describe("the e2e browser's Chromium flags", () => {
  it("keep every feature Playwright disables, and turn off the omnibox popup's WebUI", () => {
    const ours = ourDisabled();
    const theirs = playwrightDisabled();
    expect(theirs).toContain('PaintHolding');
    expect(theirs.filter((feature) => !ours.includes(feature))).toEqual([]);
    expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
