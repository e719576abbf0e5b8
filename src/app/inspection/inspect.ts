// One inspection hook for every actor the app creates. Every `useActorRef` / `useMachine` /
// `createActorContext` of @xstate/react is built with `inspect: inspectActors` (src/app/inspection/xstate-react.ts,
// put in place of '@xstate/react' by the bundler: scripts/vite-flows.mjs). Nothing listens by default; at start-up
//   `?inspect` or VITE_INSPECT=1  → @statelyai/inspect (Stately's inspector window), loaded lazily;
//   `?flows` or VITE_FLOWS=1      → the live-actor registry the /flows viewer highlights (BroadcastChannel), lazily.
// Neither is in the default bundle: they are `import()`ed only when asked for.
import type { InspectionEvent } from 'xstate';
import { flowsEnabled, inspectEnabled } from '../../features/flows/enabled.ts';

type Sink = (event: InspectionEvent) => void;

const sinks: Sink[] = [];
/** Events seen before the lazily loaded listeners arrive (the first actors start before they load). */
let early: InspectionEvent[] | null = null;
const EARLY_LIMIT = 5000;

/** The `inspect` option every actor of the app is created with. */
export function inspectActors(event: InspectionEvent) {
  if (early) {
    early.push(event);
    if (early.length > EARLY_LIMIT) early.shift();
  }
  for (const sink of sinks) sink(event);
}

function attach(sink: Sink) {
  early?.forEach(sink);
  sinks.push(sink);
}

/** Starts the listeners the URL or the build asks for; resolves when they are attached. */
export async function startInspection(search: string = window.location.search): Promise<void> {
  const wanted = [
    inspectEnabled(search) &&
      (async () => {
        const { createBrowserInspector } = await import('@statelyai/inspect');
        const inspector = createBrowserInspector();
        attach((event) => inspector.inspect.next?.(event));
      })(),
    flowsEnabled(search) &&
      (async () => {
        const { publishActors } = await import('../../features/flows/live-actors.ts');
        attach(publishActors());
      })(),
  ].filter((job): job is Promise<void> => !!job);
  if (!wanted.length) return;
  early = [];
  await Promise.all(wanted);
  early = null;
}
