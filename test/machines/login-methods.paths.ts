import { loginMethodsMachine } from '../../machines/login-methods.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

const bits = [true, false];
export const flagVariants = bits.flatMap((otp) =>
  bits.flatMap((manual) => bits.map((social) => ({ otp, manual, social }))),
);

export const loginMethodsPaths: MachinePathConfig = {
  machine: withInertActors(loginMethodsMachine),
  input: { otp: true, manual: true, social: true },
  variants: { CONFIG_CHANGED: flagVariants.map((flags) => ({ flags })) },
};
