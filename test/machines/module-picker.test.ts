import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { modulePickerMachine, type PickerPage } from '../../machines/module-picker.machine.ts';
import {
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
  type StateExpectation,
} from '../support/machine-paths.ts';
import { modulePickerPaths, pages } from './module-picker.paths.ts';

/** Each resting state: its tags (what the host shows) and the page facts it may rest on. */
const expected: Record<string, StateExpectation> = {
  'picker.open|rail.shown': {
    tags: ['open', 'rail'],
    holds: (c: PickerPage) => c.onHome && c.zoneStored && (c.pickerRequested || !c.moduleStored),
  },
  'picker.open|rail.hidden': { tags: ['open'], holds: (c: PickerPage) => c.pickerRequested && !c.onHome },
  'picker.closed|rail.shown': {
    tags: ['rail'],
    holds: (c: PickerPage) => !c.pickerRequested && c.onHome && c.zoneStored && c.moduleStored,
  },
  'picker.closed|rail.hidden': {
    tags: [],
    holds: (c: PickerPage) => !c.pickerRequested && (!c.onHome || !c.zoneStored),
  },
};

describe('module-picker machine', () => {
  const paths = transitionPaths(modulePickerPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(modulePickerPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(modulePickerPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each([
    ['the landing page', pages.landing, { open: false, rail: false }],
    [
      '/home with a zone but no module: "Select a type of module for your orders."',
      pages.homeWithoutModule,
      { open: true, rail: true },
    ],
    ['/home with a module', pages.homeWithModule, { open: false, rail: true }],
    ['/home without a zone', pages.homeWithoutZone, { open: false, rail: false }],
    ['the switcher on /home', pages.switcherOnHome, { open: true, rail: true }],
    ['the switcher on another page', pages.switcherElsewhere, { open: true, rail: false }],
    ['another page with a zone but no module', pages.elsewhereWithoutModule, { open: false, rail: false }],
  ])('on %s the picker and the rail show as the spec says', (_name, page, shows) => {
    const started = createActor(modulePickerMachine, { input: page }).start();
    expect({ open: started.getSnapshot().hasTag('open'), rail: started.getSnapshot().hasTag('rail') }).toEqual(shows);
    // The same page reached by navigating decides the same way.
    const navigated = createActor(modulePickerMachine, { input: pages.landing }).start();
    navigated.send({ type: 'UPDATE_PAGE', page });
    expect({ open: navigated.getSnapshot().hasTag('open'), rail: navigated.getSnapshot().hasTag('rail') }).toEqual(
      shows,
    );
  });

  it('closes the picker once a module is stored and the switcher parameter is gone', () => {
    const actor = createActor(modulePickerMachine, { input: pages.homeWithoutModule }).start();
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'UPDATE_PAGE', page: pages.homeWithModule });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().hasTag('rail')).toBe(true);
  });
});

// The shell loads the statechart only when the URL asks for the picker, and on /home once a zone is stored
// (src/features/module/module-picker-host.tsx): anywhere else, and on /home without a zone (a stranger's, drawn for the
// shop's default place), it must show neither, whatever the module.
describe('module-picker machine without the switcher, away from /home or without a zone', () => {
  const facts = [false, true].flatMap((zoneStored) =>
    [false, true].map((moduleStored) => ({ pickerRequested: false, onHome: false, zoneStored, moduleStored })),
  );
  facts.push(
    ...[false, true].map((moduleStored) => ({ pickerRequested: false, onHome: true, zoneStored: false, moduleStored })),
  );
  it.each(facts.map((page) => [JSON.stringify(page), page] as const))('%s: no picker, no rail', (_name, page) => {
    const started = createActor(modulePickerMachine, { input: page }).start();
    expect(started.getSnapshot().hasTag('open') || started.getSnapshot().hasTag('rail')).toBe(false);
    const navigated = createActor(modulePickerMachine, { input: pages.homeWithoutModule }).start();
    navigated.send({ type: 'UPDATE_PAGE', page });
    expect(navigated.getSnapshot().hasTag('open') || navigated.getSnapshot().hasTag('rail')).toBe(false);
  });
});
