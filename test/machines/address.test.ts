import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LatLng } from '../../domain/geo.ts';
import { addressMachine, type ResolvedPoint, type SaveInput } from '../../machines/address.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { addressForm, addressPaths, chattogram, gulshan, outsideZones } from './address.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

const expected: Record<string, StateExpectation> = {
  picking: { tags: [] },
  resolving: { tags: ['resolving'], holds: (c) => c.point !== null },
  located: { tags: ['located'], holds: (c) => c.address !== '' && c.zoneId !== null },
  outOfZone: { tags: ['outOfZone'], holds: (c) => c.error === outsideZones },
  lookupFailed: { tags: ['lookupFailed'], holds: (c) => c.error instanceof Error },
  saving: { tags: ['saving'] },
  saveFailed: { tags: ['saveFailed', 'located'], holds: (c) => c.error instanceof Error },
  closed: { tags: ['done'] },
};

function run(
  resolve: (p: { lat: number }) => Promise<ResolvedPoint>,
  save: (i: SaveInput) => Promise<{ message: string }>,
) {
  const saved: SaveInput[] = [];
  const signals: string[] = [];
  const actor = createActor(
    addressMachine.provide({
      actors: {
        resolvePoint: fromPromise(({ input }: { input: { point: LatLng } }) => resolve(input.point)),
        saveAddress: fromPromise(({ input }: { input: SaveInput }) => (saved.push(input), save(input))),
      },
    }),
    { input: { editingId: 5 } },
  );
  actor.on('saved', (e) => void signals.push(`saved:${e.message}`));
  actor.on('keptLocally', (e) => void signals.push(`kept:${e.address}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, saved, signals };
}

const resolveDhaka = async (p: { lat: number }) => {
  if (p.lat < 23) throw outsideZones;
  return { address: 'Gulshan Avenue, Dhaka', zoneId: '[1]' };
};

describe('address machine', () => {
  const paths = transitionPaths(addressPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))('path %s', (_name, path) => {
    expect(checkPath(addressPaths, path, expected)).toEqual([]);
  });

  it('covers every transition', () => {
    const coverage = machineCoverage(addressPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('refuses a point outside every zone, then accepts one inside', async () => {
    const { actor } = run(resolveDhaka, async () => ({ message: 'ok' }));
    actor.send({ type: 'MOVE', latLng: chattogram });
    await settle();
    expect(actor.getSnapshot().hasTag('outOfZone')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SAVE', form: addressForm, guest: false })).toBe(false);
    actor.send({ type: 'MOVE', latLng: gulshan });
    await settle();
    expect(actor.getSnapshot().hasTag('located')).toBe(true);
    expect(actor.getSnapshot().context.address).toBe('Gulshan Avenue, Dhaka');
  });

  it("saves a customer's address with its id, point and resolved address, and shows the server's message", async () => {
    const { actor, saved, signals } = run(resolveDhaka, async () => ({ message: 'Successfully updated!' }));
    actor.send({ type: 'MOVE', latLng: gulshan });
    await settle();
    actor.send({ type: 'SAVE', form: addressForm, guest: false });
    await settle();
    expect(saved).toEqual([{ id: 5, form: addressForm, point: gulshan, address: 'Gulshan Avenue, Dhaka' }]);
    expect(signals).toEqual(['saved:Successfully updated!']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("keeps a guest's contact info locally and sends nothing", async () => {
    const { actor, saved, signals } = run(resolveDhaka, async () => ({ message: 'ok' }));
    actor.send({ type: 'MOVE', latLng: gulshan });
    await settle();
    actor.send({ type: 'SAVE', form: addressForm, guest: true });
    expect(saved).toEqual([]);
    expect(signals).toEqual(['kept:Gulshan Avenue, Dhaka']);
  });
});
