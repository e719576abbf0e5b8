import { checkoutMachine } from '../../machines/checkout.machine.ts';
import type { MachinePathConfig } from '../support/machine-paths.ts';

/** A later slot of tomorrow's schedule (shop time). */
export const laterSlot = '2026-11-23 12:00:00';

export const checkoutPaths: MachinePathConfig = {
  machine: checkoutMachine,
  variants: {
    CHOOSE_ORDER_TYPE: [{ orderType: 'take_away' }, { orderType: 'delivery' }],
    CHOOSE_DAY: [{ dayOffset: 1 }],
    CHOOSE_SLOT: [{ scheduleAt: laterSlot }, { scheduleAt: null }],
    CHOOSE_PAYMENT: [
      { method: 'wallet', partial: false },
      { method: 'digital_payment', partial: false },
      { method: 'cash_on_delivery', partial: false },
    ],
  },
};
