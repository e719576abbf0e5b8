import { checkoutGatingMachine } from '../../machines/checkout-gating.machine.ts';
import type { MachinePathConfig } from '../support/machine-paths.ts';

/** The checkout button's facts: empty cart, signed in, guest with guest checkout on / off. */
export const checkoutVariants = [
  { itemCount: 0, hasToken: false, guestCheckoutStatus: 1 },
  { itemCount: 2, hasToken: true, guestCheckoutStatus: 0 },
  { itemCount: 2, hasToken: false, guestCheckoutStatus: 1 },
  { itemCount: 2, hasToken: false, guestCheckoutStatus: 0 },
];

export const checkoutGatingPaths: MachinePathConfig = {
  machine: checkoutGatingMachine,
  variants: { CHECKOUT: checkoutVariants },
};
