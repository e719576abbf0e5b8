import { languageMachine } from '../../machines/language.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const languagePaths: MachinePathConfig = {
  machine: withInertActors(languageMachine),
  input: { current: 'en' },
  variants: { CHOOSE: [{ code: 'ar' }, { code: 'en' }] },
};
