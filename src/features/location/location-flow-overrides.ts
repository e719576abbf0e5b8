// The location flow's actor type and the tests' overrides (location-flow.tsx), apart from the flow's views so that
// the tests and stories name them without the views.
import { createContext } from 'react';
import type { ActorOptions, ActorRefFrom } from 'xstate';
import type { locationMachine } from '../../../machines/location.machine.ts';

export type LocationActorRef = ActorRefFrom<typeof locationMachine>;

/** Tests swap actors, side effects, the clock or the reload here (the real bindings stay otherwise). */
export interface LocationFlowOverrides {
  adapt?: (machine: typeof locationMachine) => typeof locationMachine;
  clock?: ActorOptions<typeof locationMachine>['clock'];
  /** Where the page goes once the location is stored (default: a full reload onto /home). */
  reloadHome?: () => void;
}
export const LocationFlowOverridesContext = createContext<LocationFlowOverrides>({});
