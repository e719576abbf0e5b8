// `npm run machines:at-rest`: writes machines/shared/resting/<flow>.ts, the resting snapshot of each statechart that
// starts on intent (src/ui/lazy-flow.tsx), from the machine's own initial snapshot: its state value, context, tags and
// the event types it takes. test/machines/at-rest.test.ts fails when the file differs from what this writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { createActor, type AnyStateMachine, type AnyStateNode, type SnapshotFrom } from 'xstate';

type AnySnapshot = SnapshotFrom<AnyStateMachine>;
import { projectRoot } from '../server/env.ts';
import { emptyTripCart } from '../domain/trip-cart.ts';
import { itemConfiguratorMachine } from '../machines/item-configurator.machine.ts';
import { closedConfiguratorContext } from '../machines/item-configurator.start.ts';
import { locationMachine } from '../machines/location.machine.ts';
import { newsletterMachine } from '../machines/newsletter.machine.ts';
import { tripCartMachine } from '../machines/trip-cart.machine.ts';

/**
 * Each flow started on intent whose views read it at rest: its export, machine, module and the input it rests on;
 * `context`: a function of a module without XState that makes the machine's initial context, which the snapshot calls
 * instead of writing the context out again (it must make exactly the machine's).
 */
export const flows: {
  name: string;
  machine: AnyStateMachine;
  module: string;
  exported: string;
  input?: unknown;
  context?: { call: string; from: string; value: unknown };
}[] = [
  {
    name: 'itemConfiguratorAtRest',
    machine: itemConfiguratorMachine,
    module: 'item-configurator',
    exported: 'itemConfiguratorMachine',
    context: {
      call: 'closedConfiguratorContext()',
      from: '../../item-configurator.start.ts',
      value: closedConfiguratorContext(),
    },
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

/** The file of a flow's resting snapshot: machines/shared/resting/<machine module>.ts. */
export const restingFile = (module: string) => join(projectRoot, `machines/shared/resting/${module}.ts`);

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

/** The machine's initial snapshot as the views read it: its context, its tags and the event types it takes. */
export function restingData(machine: AnyStateMachine, input?: unknown) {
  const initial = createActor(machine, { input }).getSnapshot();
  return {
    context: initial.context,
    tags: [...initial.tags].sort(),
    accepts: [...new Set(eventsOf(machine.root))]
      .filter((type) => !type.startsWith('xstate.') && type !== '*' && takesBare(initial, type))
      .sort(),
  };
}

/** A function of `parameter` answering whether `read` is one of `list` (false for an empty list). */
const oneOf = (list: string[], parameter: string, read: string) =>
  list.length ? `(${parameter}) => ${JSON.stringify(list)}.includes(${read})` : '() => false';

/**
 * The text of a flow's resting snapshot module (one a flow, so a page carries only the snapshots it reads), formatted
 * as the project's prettier does.
 */
export async function restingSource({
  name,
  machine,
  module,
  exported,
  input,
  context: made,
}: (typeof flows)[number]): Promise<string> {
  const { context, tags, accepts } = restingData(machine, input);
  if (made && !isDeepStrictEqual(made.value, context))
    throw new Error(`${name}: ${made.call} is not the initial context of ${exported}`);
  const lines = [
    `// The resting snapshot of the ${module} statechart, which starts on intent (src/ui/lazy-flow.tsx): written by`,
    '// `npm run machines:at-rest` (scripts/at-rest.ts) from the machine itself; never edited by hand.',
    `import type { ${exported} } from '../../${module}.machine.ts';`,
    "import type { FlowSnapshot } from '../at-rest.ts';",
    ...(made ? [`import { ${made.call.replace(/\(.*$/, '')} } from '${made.from}';`] : []),
    '',
    `export const ${name}: FlowSnapshot<typeof ${exported}> = {`,
    `  context: ${made ? made.call : JSON.stringify(context)},`,
    `  hasTag: ${oneOf(tags, 'tag', 'tag')},`,
    `  can: ${oneOf(accepts, 'event', 'event.type')},`,
    '};',
  ];
  const file = restingFile(module);
  const options = await resolveConfig(file);
  return format(lines.join('\n'), { ...options, filepath: file });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(dirname(restingFile('')), { recursive: true });
  for (const flow of flows) {
    writeFileSync(restingFile(flow.module), await restingSource(flow));
    console.log(`wrote ${restingFile(flow.module)}`);
  }
}
