import { cartStepperMachine } from '../../machines/cart-stepper.machine.ts';
import type { MachinePathConfig } from '../support/machine-paths.ts';

export const cartStepperPaths: MachinePathConfig = { machine: cartStepperMachine };
