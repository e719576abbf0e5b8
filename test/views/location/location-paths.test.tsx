import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { machineCoverage } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { locationPaths } from '../../machines/location.paths.ts';
import { renderLocationFlow, resetPage } from './location-harness.tsx';

// Leaflet cannot lay out in jsdom: the map canvas is replaced by a stand-in whose button reports a drag to
// fixtures.moved, as the real map's moveend/dragend do (test/e2e/location.spec.ts drags the real map).
vi.mock('../../../src/ui/map-canvas.tsx', async () => {
  const { fixtures } = await import('../../machines/location.paths.ts');
  return {
    default: ({ label, onMove }: { label: string; onMove: (p: { lat: number; lng: number }) => void }) => (
      <div role="application" aria-label={label}>
        <button type="button" onClick={() => onMove(fixtures.moved)}>
          Drag the map
        </button>
      </div>
    ),
  };
});

afterEach(() => resetPage());

describe('location flow views replay every machine path', () => {
  const paths = viewPaths(locationPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(locationPaths, paths).missing).toEqual([]);
  });

  // Event names with their payload variant, so each path's name is unique.
  const name = (p: (typeof paths)[number]) =>
    p.steps
      .filter((s) => s.event.type !== 'xstate.init')
      .map(({ event: { type, ...payload } }) => {
        const short = type
          .replace(/^xstate\.(done|error)\.actor\./, '$1:')
          .replace(/^xstate\.after\.(\w+)\..*$/, 'after:$1');
        const detail = Object.keys(payload).length ? JSON.stringify(payload).slice(0, 40) : '';
        return detail ? `${short}${detail}` : short;
      })
      .join(' → ') || '(initial)';

  it.each(paths.map((p) => [name(p), p] as const))('%s', async (_name, path) => {
    // The model tells which state each step reaches; what the user must see there is declared in the harness.
    const model = createActor(locationPaths.machine, {
      input: locationPaths.input as never,
      clock: new SimulatedClock(),
    }).start();
    const harness = await renderLocationFlow();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') {
        model.send(step.event);
        await harness.drive(step.event);
      }
      await harness.expectState(model.getSnapshot() as never);
    }
    model.stop();
  });
});
