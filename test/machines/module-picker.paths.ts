import { modulePickerMachine, type PickerPage } from '../../machines/module-picker.machine.ts';
import type { MachinePathConfig } from '../support/machine-paths.ts';

/** Pages the picker decides on (replayed through the host in test/views/module). */
export const pages = {
  landing: { pickerRequested: false, onHome: false, zoneStored: false, moduleStored: false },
  homeWithoutModule: { pickerRequested: false, onHome: true, zoneStored: true, moduleStored: false },
  homeWithModule: { pickerRequested: false, onHome: true, zoneStored: true, moduleStored: true },
  homeWithoutZone: { pickerRequested: false, onHome: true, zoneStored: false, moduleStored: false },
  switcherOnHome: { pickerRequested: true, onHome: true, zoneStored: true, moduleStored: true },
  switcherElsewhere: { pickerRequested: true, onHome: false, zoneStored: true, moduleStored: true },
  elsewhereWithoutModule: { pickerRequested: false, onHome: false, zoneStored: true, moduleStored: false },
} satisfies Record<string, PickerPage>;

export const modulePickerPaths: MachinePathConfig = {
  machine: modulePickerMachine,
  input: pages.landing,
  variants: {
    UPDATE_PAGE: Object.values(pages).map((page) => ({ page })),
  },
  serializeContext: (c: PickerPage) => c,
};
