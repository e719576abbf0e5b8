import { fromPromise } from 'xstate';
import { moduleMachine, type ModuleOption, type RentalCartSnapshot } from '../../../machines/module.machine.ts';
import { clearRentalCart, fetchRentalCartSnapshot, type Module } from '../../api/modules.ts';
import { storeModule } from '../../session/storage.ts';
import { zoneIdsOf } from '../../../domain/module-wording.ts';

export interface ModuleMachineDeps {
  loadRentalCart?: (moduleId: number) => Promise<RentalCartSnapshot>;
  clearRentalCart?: (moduleId: number) => Promise<unknown>;
}

/** Binds the module choice statechart to storage and the rental cart API (the view handles what it emits). */
export function createModuleMachine(deps: ModuleMachineDeps) {
  return moduleMachine.provide({
    actors: {
      loadRentalCart: fromPromise(({ input }: { input: { moduleId: number } }) =>
        (deps.loadRentalCart ?? fetchRentalCartSnapshot)(input.moduleId),
      ),
      clearRentalCart: fromPromise(({ input }: { input: { moduleId: number } }) =>
        (deps.clearRentalCart ?? clearRentalCart)(input.moduleId),
      ),
    },
    actions: {
      storeModule: ({ context }) => {
        if (context.current) storeModule(context.current);
      },
    },
  });
}

/** The picker's view of an API module. */
export const toModuleOption = (m: Module): ModuleOption => ({
  id: m.id,
  module_name: m.module_name,
  module_type: m.module_type,
  icon_full_url: m.icon_full_url,
  zones: zoneIdsOf(m.zones),
});
