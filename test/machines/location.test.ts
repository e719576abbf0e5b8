import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { locationMachine, type LatLng } from '../../machines/location.machine.ts';
import {
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
  type StateExpectation,
} from '../support/machine-paths.ts';
import { fixtures, locationPaths } from './location.paths.ts';

const flush = () => new Promise((r) => setTimeout(r, 0));

/** The machine with fake actors answering from the fixtures, a simulated clock, and a log of side effects. */
function start(overrides: Partial<Record<string, ReturnType<typeof fromPromise<any, any>>>> = {}) {
  const calls: string[] = [];
  const clock = new SimulatedClock();
  const machine = locationMachine.provide({
    actors: {
      geolocate: fromPromise(async () => fixtures.position),
      autocomplete: fromPromise(async ({ input }: { input: { text: string } }) => {
        calls.push(`autocomplete:${input.text}`);
        return [fixtures.suggestion];
      }),
      placeDetails: fromPromise(async () => fixtures.place),
      loadSavedAddresses: fromPromise(async () => [fixtures.savedAddress]),
      reverseGeocode: fromPromise(async ({ input }: { input: { latLng: LatLng } }) => {
        calls.push(`geocode:${input.latLng.lat},${input.latLng.lng}`);
        return fixtures.geocoded;
      }),
      zoneLookup: fromPromise(async ({ input }: { input: { latLng: LatLng } }) => {
        calls.push(`zone:${input.latLng.lat},${input.latLng.lng}`);
        return { zoneId: fixtures.zoneId };
      }),
      ...overrides,
    } as never,
    actions: {
      storeLocation: ({ context }) =>
        void calls.push(`store:${context.address}|${JSON.stringify(context.point)}|${context.zoneId}`),
    },
  });
  const actor = createActor(machine, { input: { initialCenter: fixtures.initialCenter }, clock });
  // What the machine tells its views.
  actor.on('signInRequired', () => void calls.push('sign-in-required'));
  actor.on('failed', ({ message }) => void calls.push(`failed:${message}`));
  actor.on('saved', () => void calls.push('toast'));
  actor.on('reloadHome', () => void calls.push('reload'));
  actor.start();
  return { actor, calls, clock };
}

type Ctx = { point: unknown; address: string | null; zoneId: string | null; problem: { kind: string } | null };
const pinned = (c: Ctx) => c.point !== null && !!c.address && !!c.zoneId;
const resolving = ['map', 'resolving'];

/** Each resting state: what the panel / search / map / saved-address views show (tags), and its context rule. */
const expected: Record<string, StateExpectation> = {
  // The panel never shows an out-of-zone problem: closing the map clears it.
  'choosing.idle': { tags: ['choosing'], holds: (c) => c.problem?.kind !== 'outOfZone' },
  'choosing.locating': { tags: ['choosing', 'locating'], holds: (c) => c.problem === null },
  'choosing.searching.debouncing': {
    tags: ['choosing', 'searching'],
    holds: (c) => c.query === c.query.trim() && c.query !== '',
  },
  'choosing.searching.fetching': { tags: ['choosing', 'searching'], holds: (c) => c.query !== '' },
  'choosing.searching.listing': { tags: ['choosing', 'suggestions'], holds: (c) => c.suggestions.length === 1 },
  'choosing.placing': { tags: ['choosing', 'placing'] },
  'savedAddresses.loading': { tags: ['savedAddresses', 'loading'] },
  'savedAddresses.listing': { tags: ['savedAddresses'], holds: (c) => c.savedAddresses.length === 1 },
  'map.resolving.address.geocoding|map.resolving.zone.lookingUp': {
    tags: resolving,
    holds: (c) => c.point !== null && c.address === null && c.zoneId === null,
  },
  'map.resolving.address.known|map.resolving.zone.lookingUp': {
    tags: resolving,
    holds: (c) => c.point !== null && !!c.address && c.zoneId === null,
  },
  'map.resolving.address.geocoding|map.resolving.zone.found': {
    tags: resolving,
    holds: (c) => c.address === null && c.zoneId === '[2,1]',
  },
  'map.confirmed': { tags: ['map', 'confirmed'], holds: (c) => pinned(c) && c.problem === null },
  'map.outOfZone': { tags: ['map', 'outOfZone'], holds: (c) => c.problem?.kind === 'outOfZone' && c.zoneId === null },
  'map.failed': { tags: ['map', 'failed'], holds: (c) => c.problem?.kind === 'failed' },
  saving: { tags: ['saving'], holds: pinned },
  done: { tags: ['saving'], holds: pinned },
};

describe('location machine', () => {
  const paths = transitionPaths(locationPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(locationPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(locationPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('current position: geocodes and looks up the zone in parallel, then stores address, point and zone ids and reloads', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'LOCATE' });
    await flush();
    expect([...calls].sort()).toEqual(['geocode:23.7925,90.4078', 'zone:23.7925,90.4078']);
    expect(actor.getSnapshot().matches({ map: 'confirmed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ address: fixtures.geocoded, zoneId: '[2,1]' });
    actor.send({ type: 'CONFIRM' });
    expect(calls.slice(2)).toEqual([`store:${fixtures.geocoded}|${JSON.stringify(fixtures.position)}|[2,1]`, 'toast']);
    clock.increment(800);
    expect(calls.at(-1)).toBe('reload');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('permission denied and timeout each leave the picker usable with their own problem', async () => {
    for (const [code, kind] of [
      [1, 'denied'],
      [3, 'timeout'],
      [2, 'unavailable'],
    ] as const) {
      const { actor } = start({ geolocate: fromPromise(() => Promise.reject({ code })) });
      actor.send({ type: 'LOCATE' });
      await flush();
      expect(actor.getSnapshot().value).toEqual({ choosing: 'idle' });
      expect(actor.getSnapshot().context.problem).toEqual({ kind });
      expect(actor.getSnapshot().can({ type: 'OPEN_MAP' })).toBe(true);
    }
  });

  it('gives up on the position after the 5000 ms decision timeout', () => {
    const { actor, clock } = start({ geolocate: fromPromise(() => new Promise<LatLng>(() => {})) });
    actor.send({ type: 'LOCATE' });
    clock.increment(4999);
    expect(actor.getSnapshot().matches({ choosing: 'locating' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'timeout' });
  });

  it('a failed place search tells the view the server message, and a message-less failure says nothing more', async () => {
    const failing = start({ autocomplete: fromPromise(() => Promise.reject(fixtures.serverError)) });
    failing.actor.send({ type: 'SEARCH', text: 'Gulshan' });
    failing.clock.increment(300);
    await flush();
    expect(failing.calls).toEqual([`failed:${fixtures.serverError.message}`]);
    const silent = start({ loadSavedAddresses: fromPromise(() => Promise.reject(new Error(''))) });
    silent.actor.send({ type: 'OPEN_SAVED', signedIn: true });
    await flush();
    expect(silent.calls).toEqual(['failed:null']);
    expect(silent.actor.getSnapshot().value).toEqual({ choosing: 'idle' });
  });

  it('debounces the search: only the last text is sent, 300 ms after typing stops', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'SEARCH', text: 'Gu' });
    clock.increment(200);
    actor.send({ type: 'SEARCH', text: 'Gulsh' });
    clock.increment(200);
    actor.send({ type: 'SEARCH', text: 'Gulshan ' });
    clock.increment(299);
    expect(calls).toEqual([]);
    clock.increment(1);
    await flush();
    expect(calls).toEqual(['autocomplete:Gulshan']);
    expect(actor.getSnapshot().context.suggestions).toEqual([fixtures.suggestion]);
    actor.send({ type: 'SEARCH', text: '  ' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'idle' });
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('a chosen suggestion keeps the place address and only looks up the zone', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'SEARCH', text: 'Gulshan' });
    clock.increment(300);
    await flush();
    actor.send({ type: 'CHOOSE_SUGGESTION', suggestion: fixtures.suggestion });
    await flush();
    expect(calls).toEqual(['autocomplete:Gulshan', 'zone:23.7808,90.4161']);
    expect(actor.getSnapshot().context).toMatchObject({ address: fixtures.place.address, zoneId: '[2,1]' });
  });

  it('outside every zone: shows the problem, stores nothing, and a map move tries again', async () => {
    let outside = true;
    const { actor, calls } = start({
      zoneLookup: fromPromise(async () => {
        if (outside) throw fixtures.outOfZone;
        return { zoneId: '[3]' };
      }),
    });
    actor.send({ type: 'OPEN_MAP' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ map: 'outOfZone' });
    expect(actor.getSnapshot().context.problem).toEqual({
      kind: 'outOfZone',
      message: 'service_not_available_in_this_area',
    });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    outside = false;
    actor.send({ type: 'MOVE', latLng: fixtures.moved });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ map: 'confirmed' });
    expect(actor.getSnapshot().context).toMatchObject({ point: fixtures.moved, zoneId: '[3]', problem: null });
    expect(calls.some((c) => c.startsWith('store:'))).toBe(false);
  });

  it('every way lands on the map: it opens on the last pick, else on the initial centre', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN_MAP' });
    expect(actor.getSnapshot().context.point).toEqual(fixtures.initialCenter);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'LOCATE' });
    await flush();
    expect(actor.getSnapshot().matches('map')).toBe(true);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN_MAP' });
    expect(actor.getSnapshot().context.point).toEqual(fixtures.position);
  });

  it('a map move cancels the stale lookups: only the last point is resolved', async () => {
    const resolvers: ((v: { zoneId: string }) => void)[] = [];
    const { actor } = start({
      zoneLookup: fromPromise(() => new Promise<{ zoneId: string }>((resolve) => resolvers.push(resolve))),
    });
    actor.send({ type: 'OPEN_MAP' });
    actor.send({ type: 'MOVE', latLng: fixtures.moved });
    resolvers[0]({ zoneId: '[9]' }); // the stale answer arrives late
    await flush();
    expect(actor.getSnapshot().matches('map')).toBe(true);
    expect(actor.getSnapshot().context.zoneId).toBeNull();
    resolvers[1]({ zoneId: '[2,1]' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ point: fixtures.moved, zoneId: '[2,1]' });
  });

  it('a failed reverse geocode falls back to the coordinates as the address', async () => {
    const { actor, calls } = start({ reverseGeocode: fromPromise(() => Promise.reject(fixtures.serverError)) });
    actor.send({ type: 'OPEN_MAP' });
    await flush();
    expect(calls.some((c) => c.startsWith('failed:'))).toBe(false); // the fallback is silent
    expect(actor.getSnapshot().context.address).toBe('23.780800, 90.412500');
    expect(actor.getSnapshot().value).toEqual({ map: 'confirmed' });
  });

  it('a failed zone lookup shows the server message and can be retried', async () => {
    let fail = true;
    const { actor, calls } = start({
      zoneLookup: fromPromise(async () => {
        if (fail) throw fixtures.serverError;
        return { zoneId: '[1]' };
      }),
    });
    actor.send({ type: 'LOCATE' });
    await flush();
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'failed', message: fixtures.serverError.message });
    expect(calls.filter((c) => c.startsWith('failed:'))).toEqual([`failed:${fixtures.serverError.message}`]);
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ zoneId: '[1]', problem: null });
  });

  it('saved addresses: guests are told to sign in; signed-in customers pick one', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'OPEN_SAVED', signedIn: false });
    expect(calls).toEqual(['sign-in-required']);
    expect(actor.getSnapshot().value).toEqual({ choosing: 'idle' });
    actor.send({ type: 'OPEN_SAVED', signedIn: true });
    await flush();
    expect(actor.getSnapshot().context.savedAddresses).toEqual([fixtures.savedAddress]);
    actor.send({ type: 'PICK_ADDRESS', address: fixtures.savedAddress });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ address: fixtures.savedAddress.address, zoneId: '[2,1]' });
    expect(calls).toEqual(['sign-in-required', 'zone:23.7461,90.3742']);
  });
});
