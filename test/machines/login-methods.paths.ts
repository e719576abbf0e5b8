import { loginMethodsMachine } from '../../machines/login-methods.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

const bits = [true, false];
export const flagVariants = [
  ...bits.flatMap((otp) => bits.flatMap((manual) => bits.map((social) => ({ otp, manual, social, phoneOnly: false })))),
  // An older backend (no centralize_login, so no flags): phone + password only.
  { otp: false, manual: false, social: false, phoneOnly: true },
];

export const loginMethodsPaths: MachinePathConfig = {
  machine: withInertActors(loginMethodsMachine),
  input: { otp: true, manual: true, social: true, phoneOnly: false },
  variants: { CONFIG_CHANGED: flagVariants.map((flags) => ({ flags })) },
};
