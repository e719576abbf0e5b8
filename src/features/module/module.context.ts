import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { emit, fromPromise } from 'xstate';
import { moduleMachine, type ModuleOption, type RentalCartSnapshot } from '../../../machines/module.machine.ts';
import { clearRentalCart, fetchRentalCartSnapshot, storeModule, type Module } from '../../api/modules.ts';
import { zoneIdsOf } from '../../domain/module-wording.ts';

export interface ModuleMachineDeps {
  t: TFunction;
  navigate: (to: string) => void;
  loadRentalCart?: (moduleId: number) => Promise<RentalCartSnapshot>;
  clearRentalCart?: (moduleId: number) => Promise<unknown>;
}

/** Binds the module choice statechart to storage, toasts, navigation and the rental cart API. */
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
      showSelectedToast: () => void toast.success(deps.t('module.selected')),
      showLocationSetToast: () => void toast.success(deps.t('module.locationSet')),
      showCartClearedToast: () => void toast.success(deps.t('module.cartCleared'), { duration: 5000 }),
      showError: ({ context }) => void toast.error(context.error ?? deps.t('common.somethingWentWrong')),
      goToInterests: () => deps.navigate('/interest'),
      goToHome: () => deps.navigate('/home'),
      // The view listens for this (`actor.on('closePicker')`) and removes `?picker=module`.
      closePicker: emit({ type: 'closePicker' }),
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
