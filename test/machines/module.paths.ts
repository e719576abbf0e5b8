import { moduleMachine, type ModuleOption } from '../../machines/module.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const grocery: ModuleOption = { id: 1, module_name: 'Grocery', module_type: 'grocery', zones: [1, 2] };
export const parcel: ModuleOption = { id: 5, module_name: 'Parcel', module_type: 'parcel', zones: [1] };
export const rental: ModuleOption = { id: 6, module_name: 'Rental', module_type: 'rental', zones: [1, 3] };

/** Rental cart outputs: empty, a provider picking up in zone 3 (one of rental's zones), one in zone 9 (not). */
export const emptyCart = { carts: [] };
export const matchingCart = { carts: [{ provider: { pickup_zone_id: [3] } }] };
export const foreignCart = { carts: [{ provider: { pickup_zone_id: [9] } }] };

export const modulePaths: MachinePathConfig = {
  machine: withInertActors(moduleMachine),
  input: { current: null, interestModuleIds: [] },
  variants: {
    CHOOSE: [{ module: grocery }, { module: parcel }, { module: rental }],
    'xstate.done.actor.loadRentalCart': [{ output: emptyCart }, { output: matchingCart }, { output: foreignCart }],
    'xstate.error.actor.loadRentalCart': [{ error: new Error('Unauthorized') }],
    'xstate.done.actor.clearRentalCart': [{ output: undefined }],
    'xstate.error.actor.clearRentalCart': [{ error: new Error('Cart could not be cleared') }],
  },
  serializeContext: (ctx) => ({ current: ctx.current?.id ?? null, mustSelect: ctx.mustSelect }),
};
