import { fromPromise } from 'xstate';
import type {
  PackageChoice,
  StoreApplication,
  StoreChoices,
  StorePlan,
  StoreRegistered,
} from '../../../domain/validation/joining.ts';
import { storeRegistrationMachine } from '../../../machines/store-registration.machine.ts';
import { fetchPackageChoices, fetchStoreChoices, registerStore, startFreeTrial } from '../../api/joining.ts';

/**
 * The store-registration flow bound to GET zone/list + module + config, GET vendor/package-view,
 * POST auth/vendor/register and POST vendor/business_plan.
 */
export function createStoreRegistrationMachine() {
  return storeRegistrationMachine.provide({
    actors: {
      loadChoices: fromPromise<StoreChoices>(() => fetchStoreChoices()),
      loadPackages: fromPromise<PackageChoice[], { moduleId: number }>(({ input }) =>
        fetchPackageChoices(input.moduleId),
      ),
      register: fromPromise<StoreRegistered, StoreApplication>(({ input }) => registerStore(input)),
      startTrial: fromPromise<string, { storeId: number; plan: StorePlan }>(({ input }) => startFreeTrial(input)),
    },
  });
}
