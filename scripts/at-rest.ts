// `npm run machines:at-rest`: writes machines/shared/resting.ts, the resting snapshot of each statechart that starts
// on intent (src/ui/lazy-flow.tsx), from the machine's own initial snapshot: its state value, context, tags and the
// event types it takes. test/machines/at-rest.test.ts fails when the file differs from what this writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { createActor, type AnyStateMachine, type AnyStateNode, type SnapshotFrom } from 'xstate';

type AnySnapshot = SnapshotFrom<AnyStateMachine>;
import { projectRoot } from '../server/env.ts';
import { emptyTripCart } from '../domain/trip-cart.ts';
import { itemConfiguratorMachine } from '../machines/item-configurator.machine.ts';
import { locationMachine } from '../machines/location.machine.ts';
import { newsletterMachine } from '../machines/newsletter.machine.ts';
import { tripCartMachine } from '../machines/trip-cart.machine.ts';

/** Each flow started on intent whose views read it at rest: its export, machine, module and the input it rests on. */
export const flows: { name: string; machine: AnyStateMachine; module: string; exported: string; input?: unknown }[] = [
  {
    name: 'itemConfiguratorAtRest',
    machine: itemConfiguratorMachine,
    module: 'item-configurator',
    exported: 'itemConfiguratorMachine',
  },
  // the map opens on the stored location or config's, read only once the statechart runs
  {
    name: 'locationAtRest',
    machine: locationMachine,
    module: 'location',
    exported: 'locationMachine',
    input: { initialCenter: null },
  },
  { name: 'newsletterAtRest', machine: newsletterMachine, module: 'newsletter', exported: 'newsletterMachine' },
  // the views read the trip cart itself from the query cache, not from the context
  {
    name: 'tripCartAtRest',
    machine: tripCartMachine,
    module: 'trip-cart',
    exported: 'tripCartMachine',
    input: { cart: emptyTripCart },
  },
];

export const restingFile = join(projectRoot, 'machines/shared/resting.ts');

export const eventsOf = (node: AnyStateNode): string[] => [
  ...node.ownEvents,
  ...Object.values(node.states).flatMap(eventsOf),
];

/** Whether `snapshot` takes a bare event of `type` (a guard that reads the event's payload does not take it). */
export function takesBare(snapshot: AnySnapshot, type: string) {
  try {
    return snapshot.can({ type });
  } catch {
    return false;
  }
}

/** The machine's initial snapshot as data (machines/shared/at-rest.ts `RestingData`). */
export function restingData(machine: AnyStateMachine, input?: unknown) {
  const initial = createActor(machine, { input }).getSnapshot();
  return {
    value: initial.value,
    context: initial.context,
    tags: [...initial.tags].sort(),
    accepts: [...new Set(eventsOf(machine.root))]
      .filter((type) => !type.startsWith('xstate.') && type !== '*' && takesBare(initial, type))
      .sort(),
  };
}

/** The text of machines/shared/resting.ts, formatted as the project's prettier does. */
export async function restingSource(): Promise<string> {
  const lines = [
    '// The resting snapshot of each statechart that starts on intent (src/ui/lazy-flow.tsx): written by',
    '// `npm run machines:at-rest` (scripts/at-rest.ts) from the machine itself; never edited by hand.',
    ...flows.map(({ module, exported }) => `import type { ${exported} } from '../${module}.machine.ts';`),
    "import { restingSnapshot } from './at-rest.ts';",
    ...flows.map(({ name, machine, exported, input }) => {
      const { value, context, tags, accepts } = restingData(machine, input);
      const data = JSON.stringify({ value, context, tags, accepts });
      return `\nexport const ${name} = restingSnapshot<typeof ${exported}>(${data});`;
    }),
  ];
  const options = await resolveConfig(restingFile);
  return format(lines.join('\n'), { ...options, filepath: restingFile });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(restingFile, await restingSource());
  console.log(`wrote ${restingFile}`);
}
