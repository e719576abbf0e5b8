import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StoreApplication, StorePlan, StoreRegistered } from '../../domain/validation/joining.ts';
import { storeRegistrationMachine } from '../../machines/store-registration.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { photo, receipt } from './order-refund.paths.ts';
import {
  storeBusiness,
  storeChoices,
  storeOwner,
  storePackages,
  storeRegistrationPaths,
} from './store-registration.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(subscriptions: boolean, register: (input: StoreApplication) => Promise<StoreRegistered>) {
  const sent: StoreApplication[] = [];
  const trials: { storeId: number; plan: StorePlan }[] = [];
  const signals: string[] = [];
  const actor = createActor(
    storeRegistrationMachine.provide({
      actors: {
        loadChoices: fromPromise(async () => storeChoices(subscriptions)),
        loadPackages: fromPromise(async () => storePackages),
        register: fromPromise(({ input }: { input: StoreApplication }) => (sent.push(input), register(input))),
        startTrial: fromPromise(async ({ input }: { input: { storeId: number; plan: StorePlan } }) => {
          trials.push(input);
          return 'Application placed successfully.';
        }),
      },
    }),
  );
  actor.on('registered', (e) => void signals.push(`registered:${e.message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, trials, signals };
}

const expected: Record<string, StateExpectation> = {
  loadingChoices: { tags: ['loading'] },
  choicesFailed: { tags: ['loadFailed'], holds: (c) => c.error instanceof Error },
  business: { tags: ['business'], holds: (c) => c.zones.length === 2 },
  owner: { tags: ['owner'], holds: (c) => c.business !== null && c.logo !== null },
  loadingPackages: { tags: ['loading'], holds: (c) => c.subscriptions },
  packagesFailed: { tags: ['loadFailed'], holds: (c) => c.error instanceof Error },
  plan: { tags: ['plan'], holds: (c) => c.subscriptions && c.packages.length === 2 },
  submitting: { tags: ['busy'], holds: (c) => c.plan !== null && c.error === null },
  startingTrial: { tags: ['busy'], holds: (c) => c.storeId === 501 && c.plan?.business_plan === 'subscription' },
  trialFailed: { tags: ['failed'], holds: (c) => c.error instanceof Error },
  failed: { tags: ['failed'], holds: (c) => c.error instanceof Error && c.business !== null },
  registered: { tags: ['registered'] },
};

describe('store-registration machine', () => {
  const paths = transitionPaths(storeRegistrationPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(storeRegistrationPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(storeRegistrationPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('Next needs the logo, a listed module and the store inside its zone', async () => {
    const { actor } = run(true, async () => ({ storeId: 1, message: 'ok', subscription: false }));
    await settle();
    actor.send({ type: 'NEXT', business: storeBusiness });
    expect(actor.getSnapshot().hasTag('business')).toBe(true); // no logo yet
    actor.send({ type: 'SET_LOGO', file: receipt() });
    expect(actor.getSnapshot().context).toMatchObject({ logo: null, logoProblem: 'format' });
    actor.send({ type: 'SET_LOGO', file: photo() });
    actor.send({ type: 'NEXT', business: { ...storeBusiness, zone_id: '2' } }); // the point is in Dhaka, not Chattogram
    actor.send({ type: 'NEXT', business: { ...storeBusiness, module_id: '9' } });
    actor.send({ type: 'NEXT', business: { ...storeBusiness, maximum_delivery_time: '10' } });
    expect(actor.getSnapshot().hasTag('business')).toBe(true);
    actor.send({ type: 'NEXT', business: storeBusiness });
    expect(actor.getSnapshot().hasTag('owner')).toBe(true);
  });

  it('with subscriptions: the owner leads to the plans; a package is sent, then starts its free trial', async () => {
    const { actor, sent, trials, signals } = run(true, async () => ({
      storeId: 77,
      message: 'Application placed successfully.',
      subscription: true,
    }));
    await settle();
    const logo = photo();
    actor.send({ type: 'SET_LOGO', file: logo });
    actor.send({ type: 'NEXT', business: storeBusiness });
    actor.send({ type: 'SUBMIT', owner: storeOwner }); // plans are offered: Submit is not the owner's step's
    expect(actor.getSnapshot().hasTag('owner')).toBe(true);
    actor.send({ type: 'NEXT_OWNER', owner: storeOwner });
    await settle();
    expect(actor.getSnapshot().hasTag('plan')).toBe(true);
    actor.send({ type: 'SUBMIT' }); // no plan chosen yet
    actor.send({ type: 'CHOOSE_PLAN', plan: { business_plan: 'subscription', package_id: 99 } }); // not listed
    expect(actor.getSnapshot().context.plan).toBeNull();
    actor.send({ type: 'CHOOSE_PLAN', plan: { business_plan: 'subscription', package_id: 12 } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([
      {
        business: storeBusiness,
        owner: storeOwner,
        logo,
        cover: null,
        plan: { business_plan: 'subscription', package_id: 12 },
      },
    ]);
    expect(trials).toEqual([{ storeId: 77, plan: { business_plan: 'subscription', package_id: 12 } }]);
    expect(signals).toEqual(['registered:Application placed successfully.']);
  });

  it('without subscriptions: the owner step submits the commission plan; a refusal keeps everything', async () => {
    let refuse = true;
    const { actor, sent, signals } = run(false, async () => {
      if (refuse) throw new Error('The phone has already been taken.');
      return { storeId: 5, message: 'Application placed successfully.', subscription: false };
    });
    await settle();
    actor.send({ type: 'SET_LOGO', file: photo() });
    actor.send({ type: 'NEXT', business: storeBusiness });
    actor.send({ type: 'NEXT_OWNER', owner: storeOwner }); // no plans: Next is not the owner's step's
    expect(actor.getSnapshot().hasTag('owner')).toBe(true);
    actor.send({ type: 'SUBMIT', owner: storeOwner });
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'BACK', owner: storeOwner });
    expect(actor.getSnapshot().context).toMatchObject({ business: storeBusiness, owner: storeOwner, error: null });
    refuse = false;
    actor.send({ type: 'SUBMIT', owner: { ...storeOwner, phone: '+8801899999999' } });
    await settle();
    expect(sent.map((s) => [s.owner.phone, s.plan])).toEqual([
      ['+8801812345678', { business_plan: 'commission' }],
      ['+8801899999999', { business_plan: 'commission' }],
    ]);
    expect(signals).toEqual([
      'failed:The phone has already been taken.',
      'registered:Application placed successfully.',
    ]);
  });
});
