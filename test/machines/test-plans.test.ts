// The QA test plans (`npm run paths`) cover every transition of every machine and stay in step with the machines:
// each machine has a steps table naming all its user events (and nothing it no longer has), every transition has
// a plan, and every plan's steps, sent to the machine, end in the state the plan says.
import { describe, expect, it } from 'vitest';
import { locationMachine } from '../../machines/location.machine.ts';
import { allTransitions } from '../support/machine-paths.ts';
import { loadMachines, loadPathConfigs, loadStepTables } from '../support/machine-catalogue.ts';
import { checkSteps, replayPlan, testPlans, userEvents } from '../support/test-plans.ts';

const machines = await loadMachines();
const configs = await loadPathConfigs();
const tables = await loadStepTables();

describe('test plans', () => {
  it('a steps table that lacks events is reported with the events it lacks', () => {
    const partial = { machine: 'location', when: { LOCATE: 'x', CONFIRM: 'y', GONE: 'z' } };
    const { missing, unknown } = checkSteps(locationMachine, partial);
    expect(missing).toContain('SEARCH');
    expect(missing).toContain('OPEN_MAP');
    expect(missing).not.toContain('LOCATE');
    expect(missing).not.toContain('xstate.done.actor.geolocate');
    expect(unknown).toEqual(['GONE']);
  });

  for (const [id, machine] of [...machines].sort(([a], [b]) => a.localeCompare(b))) {
    describe(id, () => {
      it(`has a steps table naming every user event (test/machines/${id}.steps.ts)`, () => {
        const steps = tables.get(id);
        expect(
          steps,
          `${id} has no steps table: add test/machines/${id}.steps.ts with words for ${userEvents(machine).join(', ')}`,
        ).toBeDefined();
        const { missing, unknown } = checkSteps(machine, steps);
        expect(missing, `${id}: the steps table has no words for ${missing.join(', ')}`).toEqual([]);
        expect(unknown, `${id}: the steps table names events the machine does not have: ${unknown.join(', ')}`).toEqual(
          [],
        );
      });

      const config = configs.find((c) => c.machine.id === id);
      const steps = tables.get(id);
      // A missing or incomplete steps table already fails the test above; a missing path config fails the next one.
      if (!steps || checkSteps(machine, steps).missing.length) return;

      it('has one plan per transition, and every plan replays to the state it names', () => {
        expect(config, `${id} has no graph path config (test/machines/${id}.paths.ts)`).toBeDefined();
        const { plans, uncovered, transitions } = testPlans(config!, steps);
        expect(uncovered).toEqual([]);
        expect(plans).toHaveLength(transitions);
        expect(plans.map((p) => p.transition).sort()).toEqual(
          allTransitions(machine)
            .map((t) => t.id)
            .sort(),
        );
        for (const plan of plans) {
          expect(plan.given.length, plan.transition).toBeGreaterThan(0);
          expect(plan.then.length, plan.transition).toBeGreaterThan(0);
          expect(replayPlan(config!, plan), plan.transition).toBe(plan.to);
        }
      }, 120_000);
    });
  }
});
