import { fromPromise } from 'xstate';
import type { DeliverymanApplication, DeliverymanChoices } from '../../../domain/validation/joining.ts';
import { deliverymanRegistrationMachine } from '../../../machines/deliveryman-registration.machine.ts';
import { fetchDeliverymanChoices, registerDeliveryMan } from '../../api/joining.ts';

/** The delivery-man registration flow bound to GET zone/list + get-vehicles and POST /auth/delivery-man/store. */
export function createDeliverymanRegistrationMachine() {
  return deliverymanRegistrationMachine.provide({
    actors: {
      loadChoices: fromPromise<DeliverymanChoices>(() => fetchDeliverymanChoices()),
      register: fromPromise<string, DeliverymanApplication>(({ input }) => registerDeliveryMan(input)),
    },
  });
}
